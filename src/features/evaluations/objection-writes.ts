import { evaluationSeasonEndpoints as season } from '../../../contract/endpoints/evaluation-season.ts';
import type {
  EvaluationObjection,
  ObjectionDecision,
} from '../../../contract/evaluation-objections.ts';
import type { CriterionScore, EvaluationHistoryEntry } from '../../../contract/evaluations.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';

import { changeForm, type FormKey } from './evaluation-writes.ts';

export interface ObjectionItemDraft {
  criterionId: string;
  reason: string;
  achievementIds: string[];
}

export interface Author {
  id: string;
  fullName: string;
}

/**
 * The teacher's objection, saved on the device with the principal's form and sent through the
 * outbox (docs/sync.md); the server checks the window and answers the form as it keeps it.
 */
export function objectToEvaluation(
  db: UserDb,
  key: FormKey,
  author: Author,
  drafts: readonly ObjectionItemDraft[],
) {
  const at = new Date().toISOString();
  const items = drafts.map((draft) => ({
    criterionId: draft.criterionId,
    reason: draft.reason.trim(),
    achievementIds: draft.achievementIds,
  }));
  const objection: EvaluationObjection = {
    status: 'open',
    submittedAt: at,
    answeredAt: null,
    items: items.map((item) => ({ ...item, answer: null })),
  };
  const step: EvaluationHistoryEntry = {
    kind: 'objected',
    at,
    byId: author.id,
    byName: author.fullName,
    criterionIds: items.map((item) => item.criterionId),
  };
  return changeForm(db, { ...key, side: 'principal' }, author.id, (current) => ({
    record: { ...current, objection, history: [...(current.history ?? []), step] },
    request: outboxRequest(season.object, { params: { id: current.id }, body: { items } }),
  }));
}

export interface ObjectionAnswerDraft {
  criterionId: string;
  decision: ObjectionDecision;
  newScore: number | null;
  comment: string;
}

/**
 * The principal's answer to one objected criterion. A changed score is shown at once, with the
 * weighted score and rating the device works out (`recompute`); the server fixes the ones it keeps.
 */
export function answerObjection(
  db: UserDb,
  key: FormKey,
  author: Author,
  draft: ObjectionAnswerDraft,
  recompute: (scores: readonly CriterionScore[]) => {
    weightedScore: number;
    overallRating: number | null;
  },
) {
  const at = new Date().toISOString();
  const comment = draft.comment.trim();
  return changeForm(db, { ...key, side: 'principal' }, author.id, (current) => {
    const fromScore =
      current.scores.find((entry) => entry.criterionId === draft.criterionId)?.score ?? 0;
    const toScore =
      draft.decision === 'changed' && draft.newScore !== null ? draft.newScore : fromScore;
    const scores = current.scores.map((entry) =>
      entry.criterionId === draft.criterionId ? { ...entry, score: toScore } : entry,
    );
    const answer = {
      decision: draft.decision,
      fromScore,
      toScore,
      comment,
      answeredById: author.id,
      answeredByName: author.fullName,
      answeredAt: at,
    };
    const objection = current.objection ?? null;
    const items = (objection?.items ?? []).map((item) =>
      item.criterionId === draft.criterionId ? { ...item, answer } : item,
    );
    const allAnswered = items.every((item) => item.answer !== null);
    const step: EvaluationHistoryEntry = {
      kind: 'objection_answered',
      at,
      byId: author.id,
      byName: author.fullName,
      criterionId: draft.criterionId,
      decision: draft.decision,
      fromScore,
      toScore,
      comment,
    };
    const result = toScore === fromScore ? {} : recompute(scores);
    return {
      record: {
        ...current,
        ...result,
        scores,
        objection: objection && {
          ...objection,
          items,
          status: allAnswered ? 'answered' : 'open',
          answeredAt: allAnswered ? at : null,
        },
        history: [...(current.history ?? []), step],
      },
      request: outboxRequest(season.answerObjection, {
        params: { id: current.id, criterionId: draft.criterionId },
        body: { decision: draft.decision, newScore: draft.newScore, comment },
      }),
    };
  });
}
