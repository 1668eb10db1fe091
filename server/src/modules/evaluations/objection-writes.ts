import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';

import {
  defaultObjectionWindowDays,
  objectionDeadline,
  type EvaluationObjection,
  type zObjectionAnswerInput,
  type zObjectionInput,
} from '../../../../contract/evaluation-objections.ts';
import { formRating } from '../../../../contract/evaluation-rating.ts';
import type { Evaluation, EvaluationHistoryEntry } from '../../../../contract/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { users } from '../../db/tables/users.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canEvaluate, type Evaluatee } from './evaluation-access.ts';
import {
  allBands,
  bandOfRating,
  ratedCriteriaOf,
  type EvaluationRow,
} from './evaluation-records.ts';
import { writeNotification } from '../notifications/access.ts';
import { businessRule, changeEvaluation, type WriteContext } from './change-evaluation.ts';

/** A finalised (or acknowledged) principal's form is open to one objection. */
const isObjectable = (row: EvaluationRow) =>
  row.side === 'principal' && (row.status === 'finalised' || row.status === 'acknowledged');

async function nameOf(tx: Database, userId: string): Promise<string> {
  const [found] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return found?.fullName ?? '';
}

/** The objection window of the evaluatee's school, in days. */
async function windowDaysOf(tx: Database, evaluateeId: string): Promise<number> {
  const [school] = await tx
    .select({ days: organizations.objectionWindowDays })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, evaluateeId));
  return school?.days ?? defaultObjectionWindowDays;
}

/**
 * Who hears of an objection: every active principal of the teacher's school; for a principal's
 * own evaluation, whoever finalised it (docs/notifications.md, "Kinds").
 */
async function objectionRecipientsOf(tx: Database, form: EvaluationRow): Promise<string[]> {
  const [evaluatee] = await tx
    .select({ organizationId: users.organizationId, role: users.role })
    .from(users)
    .where(eq(users.id, form.evaluateeId));
  // A principal's own evaluation is answered by the super admin who finalised it.
  const principals =
    evaluatee?.organizationId && evaluatee.role !== 'org_admin'
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.organizationId, evaluatee.organizationId),
              eq(users.role, 'org_admin'),
              eq(users.isActive, true),
              ne(users.id, form.evaluateeId),
            ),
          )
      : [];
  if (principals.length > 0) return principals.map((principal) => principal.id);
  return form.closedById && form.closedById !== form.evaluateeId ? [form.closedById] : [];
}

/** Every linked achievement is one of the teacher's own, not deleted. */
async function refuseOthersEvidence(
  tx: Database,
  ownerId: string,
  achievementIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(achievementIds)];
  if (wanted.length === 0) return;
  const own = await tx
    .select({ id: achievements.id })
    .from(achievements)
    .where(
      and(
        inArray(achievements.id, wanted),
        eq(achievements.ownerId, ownerId),
        isNull(achievements.deletedAt),
      ),
    );
  if (own.length !== wanted.length) throw businessRule('evaluations.failed.objectionEvidence');
}

/**
 * The teacher objects to one or more scored criteria of her finalised evaluation, within the
 * school's window after finalisation (docs/states-and-transitions.md, "Objection"). Once per
 * form; the principal then answers each item.
 */
export async function objectToEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof zObjectionInput>,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, input.version, {
    allowed: (viewer, member, current) => current.side === 'principal' && viewer.id === member.id,
    check: async (current, tx) => {
      if (!isObjectable(current) || current.objection) {
        throw businessRule('evaluations.failed.objectionNotAllowed');
      }
      const days = await windowDaysOf(tx, current.evaluateeId);
      if (!current.closedAt || app.clock.now() > objectionDeadline(current.closedAt, days)) {
        throw businessRule('evaluations.failed.objectionWindowClosed');
      }
      const criterionIds = input.items.map((item) => item.criterionId);
      const scored = new Set(current.scores.map((entry) => entry.criterionId));
      if (
        new Set(criterionIds).size !== criterionIds.length ||
        criterionIds.some((criterionId) => !scored.has(criterionId))
      ) {
        throw businessRule('evaluations.failed.objectionCriterion');
      }
      await refuseOthersEvidence(
        tx,
        current.evaluateeId,
        input.items.flatMap((item) => item.achievementIds),
      );
    },
    apply: async (current, tx) => {
      const at = app.clock.now().toISOString();
      const objection: EvaluationObjection = {
        status: 'open',
        submittedAt: at,
        answeredAt: null,
        items: input.items.map((item) => ({
          criterionId: item.criterionId,
          reason: item.reason,
          achievementIds: [...new Set(item.achievementIds)],
          answer: null,
        })),
      };
      const step: EvaluationHistoryEntry = {
        kind: 'objected',
        at,
        byId: caller.id,
        byName: await nameOf(tx, caller.id),
        criterionIds: objection.items.map((item) => item.criterionId),
      };
      for (const recipientId of await objectionRecipientsOf(tx, current)) {
        await writeNotification(tx, app.clock.now(), {
          recipientId,
          kind: 'objectionSubmitted',
          subject: 'evaluation',
          subjectId: current.id,
          details: { schoolYear: current.schoolYear, actorName: step.byName },
        });
      }
      return { objection, history: [...current.history, step] };
    },
  });
}

/**
 * Who answers an objection: the form's evaluator, the principal of the teacher's school (the
 * super admin only for a principal's own evaluation, whom no principal evaluates).
 */
function canAnswer(viewer: AuthenticatedUser, evaluatee: Evaluatee): boolean {
  if (!canEvaluate(viewer, evaluatee)) return false;
  return viewer.role !== 'super_admin' || evaluatee.role === 'org_admin';
}

/**
 * The principal answers one objected criterion: the score kept, or changed to a new one. A
 * change recomputes the form's weighted score and overall rating on the weights it was finalised
 * with, fixed again as at finalisation; every step goes
 * into the form's history.
 */
export async function answerObjection(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  criterionId: string,
  input: z.output<typeof zObjectionAnswerInput>,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, input.version, {
    allowed: (viewer, member) => canAnswer(viewer, member),
    check: (current) => {
      const item = current.objection?.items.find((entry) => entry.criterionId === criterionId);
      if (!current.objection || current.objection.status !== 'open' || !item || item.answer) {
        throw businessRule('evaluations.failed.objectionAnswered');
      }
      const fromScore = current.scores.find((entry) => entry.criterionId === criterionId)?.score;
      if (input.decision === 'changed' && input.newScore === fromScore) {
        throw businessRule('evaluations.failed.objectionScoreUnchanged');
      }
    },
    apply: async (current, tx) => {
      const objection = current.objection;
      if (!objection) throw businessRule('evaluations.failed.objectionAnswered');
      const at = app.clock.now().toISOString();
      const byName = await nameOf(tx, caller.id);
      const fromScore =
        current.scores.find((entry) => entry.criterionId === criterionId)?.score ?? 0;
      const toScore =
        input.decision === 'changed' && input.newScore !== null ? input.newScore : fromScore;
      const answer = {
        decision: input.decision,
        fromScore,
        toScore,
        comment: input.comment,
        answeredById: caller.id,
        answeredByName: byName,
        answeredAt: at,
      };
      const items = objection.items.map((item) =>
        item.criterionId === criterionId ? { ...item, answer } : item,
      );
      const allAnswered = items.every((item) => item.answer !== null);
      const steps: EvaluationHistoryEntry[] = [
        {
          kind: 'objection_answered',
          at,
          byId: caller.id,
          byName,
          criterionId,
          decision: input.decision,
          fromScore,
          toScore,
          comment: input.comment,
        },
      ];
      const scores = current.scores.map((entry) =>
        entry.criterionId === criterionId ? { ...entry, score: toScore } : entry,
      );
      const result: { weightedScore?: number; overallRating?: number | null } = {};
      if (toScore !== fromScore) {
        const set = await ratedCriteriaOf(tx, current);
        const before = formRating(set, current.scores);
        const after = formRating(set, scores);
        result.weightedScore = after.weightedScore;
        result.overallRating = after.overallRating;
        steps.push({
          kind: 'result_recomputed',
          at,
          byId: caller.id,
          byName,
          fromWeightedScore: current.weightedScore ?? before.weightedScore,
          toWeightedScore: after.weightedScore,
          fromRating: current.overallRating ?? before.overallRating,
          toRating: after.overallRating,
        });
      }
      if (allAnswered) {
        const rating = result.overallRating ?? current.overallRating;
        const level = bandOfRating(await allBands(tx), rating);
        await writeNotification(tx, app.clock.now(), {
          recipientId: current.evaluateeId,
          kind: 'objectionAnswered',
          subject: 'evaluation',
          subjectId: current.id,
          details: {
            schoolYear: current.schoolYear,
            actorName: byName,
            ...(rating !== null && { rating }),
            ...(level && { ratingNameEn: level.nameEn, ratingNameAr: level.nameAr }),
          },
        });
      }
      return {
        scores,
        ...result,
        objection: {
          ...objection,
          items,
          status: allAnswered ? 'answered' : 'open',
          answeredAt: allAnswered ? at : null,
        },
        history: [...current.history, ...steps],
      };
    },
  });
}
