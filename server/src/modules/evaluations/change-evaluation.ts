import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Evaluation } from '../../../../contract/evaluations.ts';
import type { EvaluationSeasonMessageKey } from '../../../../contract/feature-message-keys/evaluation-season.ts';
import type { EvaluationMessageKey } from '../../../../contract/feature-message-keys/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canReadForm, type Evaluatee } from './evaluation-access.ts';
import { evaluateeColumns, evaluationOf, type EvaluationRow } from './evaluation-records.ts';
import { exemptionReasonOf } from './season-facts.ts';

export type WriteContext = Pick<FastifyInstance, 'db' | 'clock'>;

export const businessRule = (key: EvaluationMessageKey | EvaluationSeasonMessageKey) =>
  new ApiError(422, key);

/** The side's own words for a form of a member not evaluated this school year. */
export const notEvaluatedThisYear = (side: EvaluationRow['side']) =>
  businessRule(
    side === 'self'
      ? 'evaluations.failed.selfNotEvaluatedThisYear'
      : 'evaluations.failed.notEvaluatedThisYear',
  );

export interface EvaluationChange {
  /** May the caller make this change to the evaluatee's form? 403 otherwise. */
  allowed: (caller: AuthenticatedUser, evaluatee: Evaluatee, current: EvaluationRow) => boolean;
  /** Refuses the change by the form's state (422), after the version check. */
  check?: (current: EvaluationRow, tx: Database) => Promise<void> | void;
  /** Applies the change; the columns it returns are saved with the next version. */
  apply: (
    current: EvaluationRow,
    tx: Database,
  ) => Promise<Partial<typeof evaluations.$inferInsert>> | Partial<typeof evaluations.$inferInsert>;
}

/**
 * The one way a form changes: lock it, 404 when the caller may not even see it (a teacher
 * never learns of a draft evaluation), 403 when they may not make this change, 409 with the
 * current form when `version` is stale, then the change's own rules, and the next version.
 */
export async function changeEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
  change: EvaluationChange,
): Promise<Evaluation> {
  const updated = await app.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: evaluations, evaluatee: evaluateeColumns })
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.evaluateeId))
      .where(eq(evaluations.id, id))
      .for('update', { of: evaluations });
    if (!found || !canReadForm(caller, found.evaluatee, found.row)) {
      throw new ApiError(404, 'common.error.notFound');
    }
    const current = found.row;
    if (!change.allowed(caller, found.evaluatee, current)) {
      throw new ApiError(403, 'common.error.forbidden');
    }
    if (current.version !== version) {
      throw new ApiError(409, 'common.error.conflict', {
        result: await evaluationOf(tx, current),
      });
    }
    // A member marked as not evaluated this year: both drafts are kept, unchanged
    // (docs/states-and-transitions.md).
    if (
      current.status === 'draft' &&
      (await exemptionReasonOf(tx, current.evaluateeId, current.schoolYear)) !== null
    ) {
      throw notEvaluatedThisYear(current.side);
    }
    await change.check?.(current, tx);
    const columns = await change.apply(current, tx);
    const [row] = await tx
      .update(evaluations)
      .set({ ...columns, version: current.version + 1, updatedAt: app.clock.now() })
      .where(eq(evaluations.id, id))
      .returning();
    if (!row) throw new Error(`evaluation ${id} vanished during its change`);
    return row;
  });
  return evaluationOf(app.db, updated);
}
