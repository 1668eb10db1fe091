import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import { defaultCriteriaJob } from '../../../../contract/achievements.ts';
import type { Evaluation, zEvaluationCreate } from '../../../../contract/evaluations.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentCriteriaOf } from '../criteria/criteria-service.ts';
import { requireActiveSubscription } from '../subscriptions/access.ts';
import { canReadForm, canWriteSide, type Evaluatee } from './evaluation-access.ts';
import { evaluationOf, type EvaluationRow } from './evaluation-records.ts';
import { notEvaluatedThisYear, type WriteContext } from './change-evaluation.ts';
import { writeNotification } from '../notifications/access.ts';
import { exemptionReasonOf } from './season-facts.ts';

type EvaluationStart = z.output<typeof zEvaluationCreate>;

function sameForm(row: EvaluationRow, input: EvaluationStart): boolean {
  return (
    row.evaluateeId === input.evaluateeId &&
    row.schoolYear === input.schoolYear &&
    row.side === input.side
  );
}

/**
 * A form that is already there: the same form under the same id (another device of the
 * caller, or a co-principal, started it first; ids are derived from the form, see
 * contract/evaluation-form-id.ts) is answered as it is. Anything else is 409, with the form
 * when the caller may see it.
 */
async function existingForm(
  app: WriteContext,
  caller: AuthenticatedUser,
  evaluatee: Evaluatee,
  input: EvaluationStart,
): Promise<Evaluation | null> {
  const [byId] = await app.db.select().from(evaluations).where(eq(evaluations.id, input.id));
  const [byForm] = await app.db
    .select()
    .from(evaluations)
    .where(
      and(
        eq(evaluations.evaluateeId, input.evaluateeId),
        eq(evaluations.schoolYear, input.schoolYear),
        eq(evaluations.side, input.side),
      ),
    );
  const found = byId ?? byForm;
  if (!found) return null;
  const visible = canReadForm(caller, evaluatee, found)
    ? await evaluationOf(app.db, found)
    : undefined;
  if (byId && sameForm(byId, input) && visible) return visible;
  throw new ApiError(409, byId ? 'common.error.conflict' : 'evaluations.failed.alreadyExists', {
    result: visible,
  });
}

/**
 * The job whose set the form scores: the evaluatee's job model's, when it has a set, else the
 * teacher set (the form then says so).
 */
async function criteriaJobOf(app: WriteContext, jobModel: string): Promise<string> {
  if ((await currentCriteriaOf(app.db, jobModel)).length > 0) return jobModel;
  return defaultCriteriaJob;
}

/**
 * Starts a staff member's form for a school year: the principal's side by their evaluator, the
 * self-assessment by the member. Starting it again answers the form as it is.
 */
export async function startEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  input: EvaluationStart,
): Promise<Evaluation> {
  const [evaluatee] = await app.db.select().from(users).where(eq(users.id, input.evaluateeId));
  if (!evaluatee) throw new ApiError(404, 'users.failed.notFound');
  if (!canWriteSide(caller, evaluatee, input.side)) {
    throw new ApiError(
      403,
      input.side === 'principal' ? 'evaluations.failed.notEvaluator' : 'common.error.forbidden',
    );
  }
  const existing = await existingForm(app, caller, evaluatee, input);
  if (existing) return existing;
  if ((await exemptionReasonOf(app.db, evaluatee.id, input.schoolYear)) !== null) {
    throw notEvaluatedThisYear(input.side);
  }
  const now = app.clock.now();
  await requireActiveSubscription(app.db, caller, now);
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const criteriaJob = await criteriaJobOf(app, evaluatee.jobModel);
  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(evaluations)
      .values({
        id: input.id,
        side: input.side,
        evaluateeId: evaluatee.id,
        schoolYear: input.schoolYear,
        criteriaJob,
        status: 'draft',
        scores: [],
        createdById: caller.id,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Opening a staff member's evaluation for a year is what opens her self-assessment: there
    // is no season-wide action (docs/notifications.md, "Kinds").
    if (inserted && inserted.side === 'principal' && inserted.evaluateeId !== caller.id) {
      await writeNotification(tx, now, {
        recipientId: inserted.evaluateeId,
        kind: 'selfAssessmentRequested',
        subject: 'evaluation',
        subjectId: null,
        details: { schoolYear: inserted.schoolYear, actorName: caller.fullName },
      });
    }
    return inserted;
  });
  if (row) return evaluationOf(app.db, row);
  // Another request started it in the meantime.
  const winner = await existingForm(app, caller, evaluatee, input);
  if (!winner) throw new Error(`evaluation ${input.id} vanished after a conflicting start`);
  return winner;
}
