import { evaluationEndpoints as forms } from '../../../contract/endpoints/evaluations.ts';
import { evaluationFormId } from '../../../contract/evaluation-form-id.ts';
import { closedStatusOf, type EvaluationSide } from '../../../contract/evaluations.ts';
import { evaluationsTable, type EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { withDeviceStorage } from '../../lib/db/with-device-storage.ts';
import {
  enqueueWrite,
  type OutboxRequest,
  type RecordContent,
} from '../../lib/sync/enqueue-write.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';
import { enqueueRecordChange } from '../../lib/sync/enqueue-record-change.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

type FormContent = RecordContent<EvaluationRow>;

export interface FormKey {
  evaluateeId: string;
  evaluateeName: string;
  schoolYear: string;
  side: EvaluationSide;
  /** The set a new form scores, as the device picked it (entities/criteria/criteria-set-of.ts). */
  criteriaJob: string;
}

/** A new draft form as the device keeps it until the server's copy arrives. */
function draftForm(key: FormKey, authorId: string): FormContent {
  const now = new Date().toISOString();
  return {
    id: evaluationFormId(key.evaluateeId, key.schoolYear, key.side),
    side: key.side,
    evaluateeId: key.evaluateeId,
    evaluateeName: key.evaluateeName,
    // The evaluatee's job model's set, else the teacher's: the server picks the same.
    criteriaJob: key.criteriaJob,
    schoolYear: key.schoolYear,
    status: 'draft',
    scores: [],
    createdById: authorId,
    closedById: null,
    closedByName: null,
    closedAt: null,
    weightedScore: 0,
    overallRating: null,
    strengths: '',
    developmentAreas: '',
    history: [],
    acknowledgedAt: null,
    acknowledgementComment: '',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * One change to a form, started first when the device has none: the new row and its requests
 * are saved with the outbox entries in one transaction, so two quick scores cannot lose each
 * other. The id is derived from the form, so every device starts the same record.
 */
export async function changeForm(
  db: UserDb,
  key: FormKey,
  authorId: string,
  change: (current: FormContent) => { record: FormContent; request: OutboxRequest },
): Promise<void> {
  const table = evaluationsTable(db);
  const id = evaluationFormId(key.evaluateeId, key.schoolYear, key.side);
  // A connection Safari closed under the page is opened again and the change saved once more.
  await withDeviceStorage(db, () =>
    db.transaction('rw', [table, db.outbox, db.files], async () => {
      const stored = await table.get(id);
      if (!stored) {
        await enqueueWrite(db, {
          operation: 'create',
          table,
          record: draftForm(key, authorId),
          request: outboxRequest(forms.create, {
            body: {
              id,
              evaluateeId: key.evaluateeId,
              schoolYear: key.schoolYear,
              side: key.side,
            },
          }),
        });
      }
      const current = await table.get(id);
      if (!current) throw new Error(`no evaluation ${id} on this device`);
      await enqueueRecordChange(db, table, current, change);
    }),
  );
  void requestReplay();
}

/**
 * Saves a criterion's score, its note, or both; what is left out keeps what the device holds,
 * read in the same transaction, so a note and a score tapped right after it never undo each
 * other. A note needs a score (the form asks for the score first).
 */
export function saveCriterionScore(
  db: UserDb,
  key: FormKey,
  authorId: string,
  entry: { criterionId: string; score?: number; note?: string },
) {
  return changeForm(db, key, authorId, (current) => {
    const saved = current.scores.find((score) => score.criterionId === entry.criterionId);
    const score = entry.score ?? saved?.score;
    if (score === undefined) throw new Error(`criterion ${entry.criterionId} has no score yet`);
    const note = entry.note?.trim() ?? saved?.note ?? '';
    return {
      record: {
        ...current,
        scores: [
          ...current.scores.filter((other) => other.criterionId !== entry.criterionId),
          { criterionId: entry.criterionId, score, note },
        ],
      },
      request: outboxRequest(forms.saveScore, {
        params: { id: current.id, criterionId: entry.criterionId },
        body: { score, note },
      }),
    };
  });
}

/** The strengths and areas the device holds for the form, empty where none is written. */
export async function writtenFeedbackOf(
  db: UserDb,
  key: FormKey,
): Promise<{ strengths: string; developmentAreas: string }> {
  const form = await evaluationsTable(db).get(
    evaluationFormId(key.evaluateeId, key.schoolYear, key.side),
  );
  return { strengths: form?.strengths ?? '', developmentAreas: form?.developmentAreas ?? '' };
}

/**
 * Saves the fields given; a field left out keeps what the device holds, read in the same
 * transaction, so two fields left one after the other never write each other back.
 */
export function saveWrittenFeedback(
  db: UserDb,
  key: FormKey,
  authorId: string,
  feedback: { strengths?: string; developmentAreas?: string },
) {
  return changeForm(db, key, authorId, (current) => {
    const strengths = feedback.strengths?.trim() ?? current.strengths;
    const developmentAreas = feedback.developmentAreas?.trim() ?? current.developmentAreas;
    return {
      record: { ...current, strengths, developmentAreas },
      request: outboxRequest(forms.saveWrittenFeedback, {
        params: { id: current.id },
        body: { strengths, developmentAreas },
      }),
    };
  });
}

/** Finalises the principal's side or submits the self-assessment, with the rating it shows. */
export function closeForm(
  db: UserDb,
  key: FormKey,
  author: { id: string; fullName: string },
  result: { weightedScore: number; overallRating: number | null },
) {
  const action = key.side === 'principal' ? forms.finalise : forms.submit;
  return changeForm(db, key, author.id, (current) => ({
    record: {
      ...current,
      ...result,
      status: closedStatusOf[key.side],
      closedById: author.id,
      closedByName: author.fullName,
      closedAt: new Date().toISOString(),
    },
    request: outboxRequest(action, { params: { id: current.id }, body: {} }),
  }));
}

export function acknowledgeEvaluation(db: UserDb, key: FormKey, authorId: string, comment: string) {
  const text = comment.trim();
  return changeForm(db, key, authorId, (current) => ({
    record: {
      ...current,
      status: 'acknowledged',
      acknowledgedAt: new Date().toISOString(),
      acknowledgementComment: text,
    },
    request: outboxRequest(forms.acknowledge, {
      params: { id: current.id },
      body: { comment: text },
    }),
  }));
}
