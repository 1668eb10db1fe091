import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { DevelopmentPlan } from '../../../../contract/development-plans.ts';
import type { FieldError } from '../../../../contract/envelope.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { users } from '../../db/tables/users.ts';
import { canReadPlansOf, type Beneficiary } from './plan-access.ts';
import { planOf, type PlanRow } from './plan-records.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';

export type WriteContext = Pick<FastifyInstance, 'db' | 'clock'>;

export const conflict = (current?: DevelopmentPlan) =>
  new ApiError(409, 'common.error.conflict', current && { result: current });

export const businessRule = (
  key:
    | 'developmentPlans.failed.readOnly'
    | 'developmentPlans.failed.invalidTransition'
    | 'developmentPlans.failed.noGoals'
    | 'developmentPlans.failed.feedbackNotOpen'
    | 'developmentPlans.failed.notDraft'
    | 'developmentPlans.failed.tooManyGoals',
) => new ApiError(422, key);

export const invalidFields = (fieldErrors: FieldError[]) =>
  new ApiError(400, 'common.error.validation', { fieldErrors });

export interface PlanChange {
  /** May the caller make this kind of change to the beneficiary's plans? 403 otherwise. */
  allowed: (caller: AuthenticatedUser, beneficiary: Beneficiary) => boolean;
  /** Refuses the change by the plan's state (422) or fields (400), after the version check. */
  check?: (current: PlanRow, tx: Database) => Promise<void> | void;
  /** Applies the change; the plan's own columns it returns are saved with the next version. */
  apply: (
    current: PlanRow,
    tx: Database,
  ) =>
    | Promise<Partial<typeof developmentPlans.$inferInsert>>
    | Partial<typeof developmentPlans.$inferInsert>;
}

/**
 * The one way a plan changes: lock it, 404 when the caller may not even read it, 403 when they
 * may not make this change, 409 with the current plan when `version` is stale, then the
 * change's own rules, and the next version for the whole plan.
 */
export async function changePlan(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
  change: PlanChange,
): Promise<DevelopmentPlan> {
  const updated = await app.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: developmentPlans, organizationId: users.organizationId, role: users.role })
      .from(developmentPlans)
      .innerJoin(users, eq(users.id, developmentPlans.beneficiaryId))
      .where(eq(developmentPlans.id, id))
      .for('update', { of: developmentPlans });
    const beneficiary = found && {
      id: found.row.beneficiaryId,
      organizationId: found.organizationId,
      role: found.role,
    };
    if (
      !found ||
      !beneficiary ||
      found.row.deletedAt !== null ||
      !canReadPlansOf(caller, beneficiary)
    ) {
      throw new ApiError(404, 'common.error.notFound');
    }
    if (!change.allowed(caller, beneficiary)) throw new ApiError(403, 'common.error.forbidden');
    const current = found.row;
    if (current.version !== version) throw conflict(await planOf(tx, current));
    await change.check?.(current, tx);
    const columns = await change.apply(current, tx);
    const [row] = await tx
      .update(developmentPlans)
      .set({ ...columns, version: current.version + 1, updatedAt: app.clock.now() })
      .where(eq(developmentPlans.id, id))
      .returning();
    if (!row) throw new Error(`development plan ${id} vanished during its change`);
    return row;
  });
  return planOf(app.db, updated);
}
