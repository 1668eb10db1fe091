import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import {
  canMovePlan,
  isPlanEditable,
  type DevelopmentPlan,
  type PlanStatus,
  type zDevelopmentPlanCreate,
  type zDevelopmentPlanUpdate,
} from '../../../../contract/development-plans.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { requireActiveSubscription } from '../subscriptions/access.ts';
import { users } from '../../db/tables/users.ts';
import {
  businessRule,
  changePlan,
  conflict,
  invalidFields,
  type WriteContext,
} from './change-plan.ts';
import { recordTitle } from '../notifications/access.ts';
import { writeNotification } from '../notifications/access.ts';
import { canAssignPlanTo, canEditPlanOf, canReadPlansOf } from './plan-access.ts';
import { planOf, type PlanRow } from './plan-records.ts';
import { developmentGoals, developmentPlans } from '../../db/tables/development-plans.ts';

type CreateContext = Pick<FastifyInstance, 'db' | 'clock'>;

async function refuseTakenId(app: WriteContext, caller: AuthenticatedUser, row: PlanRow) {
  const [beneficiary] = await app.db
    .select({ id: users.id, organizationId: users.organizationId, role: users.role })
    .from(users)
    .where(eq(users.id, row.beneficiaryId));
  const readable = beneficiary && row.deletedAt === null && canReadPlansOf(caller, beneficiary);
  return conflict(readable ? await planOf(app.db, row) : undefined);
}

/**
 * Creates a draft plan with the id the device made, for the caller or (a principal) for staff
 * of the own organisation, who is then told by a `planAssigned` notification written in the
 * same transaction (docs/notifications.md). Needs an active or trial subscription.
 */
export async function createPlan(
  app: CreateContext,
  caller: AuthenticatedUser,
  input: z.output<typeof zDevelopmentPlanCreate>,
): Promise<DevelopmentPlan> {
  const beneficiaryId = input.beneficiaryId ?? caller.id;
  const [beneficiary] = await app.db.select().from(users).where(eq(users.id, beneficiaryId));
  if (!beneficiary) throw new ApiError(404, 'users.failed.notFound');
  if (!canAssignPlanTo(caller, beneficiary)) throw new ApiError(403, 'common.error.forbidden');

  const taken = async () => {
    const [row] = await app.db
      .select()
      .from(developmentPlans)
      .where(eq(developmentPlans.id, input.id));
    return row;
  };
  const existing = await taken();
  if (existing) throw await refuseTakenId(app, caller, existing);
  const now = app.clock.now();
  await requireActiveSubscription(app.db, caller, now);

  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(developmentPlans)
      .values({
        id: input.id,
        beneficiaryId,
        creatorId: caller.id,
        name: input.name,
        description: input.description,
        startDate: input.startDate,
        endDate: input.endDate,
        status: 'draft',
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted && beneficiaryId !== caller.id) {
      await writeNotification(tx, now, {
        recipientId: beneficiaryId,
        kind: 'planAssigned',
        subject: 'developmentPlan',
        subjectId: inserted.id,
        details: { recordTitle: recordTitle(inserted.name), actorName: caller.fullName },
      });
    }
    return inserted;
  });
  if (!row) {
    // Another request created the same id in the meantime.
    const winner = await taken();
    throw winner ? await refuseTakenId(app, caller, winner) : conflict();
  }

  return planOf(app.db, row);
}

/** Changes name, dates and description while the plan is not completed. */
export async function updatePlan(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof zDevelopmentPlanUpdate>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, id, input.version, {
    allowed: canEditPlanOf,
    check: async (current, tx) => {
      if (!isPlanEditable(current.status)) throw businessRule('developmentPlans.failed.readOnly');
      const [outside] = await tx
        .select({ total: count() })
        .from(developmentGoals)
        .where(
          and(
            eq(developmentGoals.planId, id),
            or(
              lt(developmentGoals.dueDate, input.startDate),
              gt(developmentGoals.dueDate, input.endDate),
            ),
          ),
        );
      if ((outside?.total ?? 0) > 0) {
        throw invalidFields([
          { field: 'start_date', key: 'developmentPlans.failed.dueDateOutsidePlan' },
          { field: 'end_date', key: 'developmentPlans.failed.dueDateOutsidePlan' },
        ]);
      }
    },
    apply: () => ({
      name: input.name,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
    }),
  });
}

/** Moves the plan along draft -> active -> completed; activating needs a goal. */
export async function movePlan(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
  to: Exclude<PlanStatus, 'draft'>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, id, version, {
    allowed: canEditPlanOf,
    check: async (current, tx) => {
      if (!canMovePlan(current.status, to)) {
        throw businessRule('developmentPlans.failed.invalidTransition');
      }
      if (to === 'active') {
        const [goals] = await tx
          .select({ total: count() })
          .from(developmentGoals)
          .where(eq(developmentGoals.planId, id));
        if ((goals?.total ?? 0) === 0) throw businessRule('developmentPlans.failed.noGoals');
      }
    },
    apply: () => ({ status: to }),
  });
}

/** Soft-deletes a draft. Deleting it again (another device got there first) succeeds. */
export async function deletePlan(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
): Promise<DevelopmentPlan> {
  const [row] = await app.db.select().from(developmentPlans).where(eq(developmentPlans.id, id));
  if (row?.deletedAt != null) {
    const [beneficiary] = await app.db
      .select({ id: users.id, organizationId: users.organizationId, role: users.role })
      .from(users)
      .where(eq(users.id, row.beneficiaryId));
    if (beneficiary && canEditPlanOf(caller, beneficiary)) return planOf(app.db, row);
  }
  return changePlan(app, caller, id, version, {
    allowed: canEditPlanOf,
    check: (current) => {
      if (current.status !== 'draft') throw businessRule('developmentPlans.failed.notDraft');
    },
    apply: () => ({ deletedAt: app.clock.now() }),
  });
}
