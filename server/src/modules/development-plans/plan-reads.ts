import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { DevelopmentPlan } from '../../../../contract/development-plans.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { users } from '../../db/tables/users.ts';
import { canReadPlansOf, type Beneficiary } from './plan-access.ts';
import { planOf, plansOf } from './plan-records.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';

type ReadContext = Pick<FastifyInstance, 'db'>;

/** The user whose plans are asked for: 404 when unknown, 403 when not the viewer's to read. */
export async function readableBeneficiary(
  app: ReadContext,
  viewer: AuthenticatedUser,
  userId: string,
): Promise<Beneficiary> {
  const [found] = await app.db
    .select({ id: users.id, organizationId: users.organizationId, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!found) throw new ApiError(404, 'users.failed.notFound');
  if (!canReadPlansOf(viewer, found)) throw new ApiError(403, 'common.error.forbidden');
  return found;
}

/** A user's live plans, newest start first. */
export async function listPlansOf(
  app: ReadContext,
  viewer: AuthenticatedUser,
  userId: string,
): Promise<DevelopmentPlan[]> {
  const beneficiary = await readableBeneficiary(app, viewer, userId);
  const rows = await app.db
    .select()
    .from(developmentPlans)
    .where(
      and(eq(developmentPlans.beneficiaryId, beneficiary.id), isNull(developmentPlans.deletedAt)),
    )
    .orderBy(desc(developmentPlans.startDate), desc(developmentPlans.id));
  return plansOf(app.db, rows);
}

/** One live plan the viewer may read; 404 otherwise, so its existence stays private. */
export async function readPlan(
  app: ReadContext,
  viewer: AuthenticatedUser,
  id: string,
): Promise<DevelopmentPlan> {
  const [found] = await app.db
    .select({ row: developmentPlans, organizationId: users.organizationId, role: users.role })
    .from(developmentPlans)
    .innerJoin(users, eq(users.id, developmentPlans.beneficiaryId))
    .where(and(eq(developmentPlans.id, id), isNull(developmentPlans.deletedAt)));
  if (!found || !canReadPlansOf(viewer, { id: found.row.beneficiaryId, ...found })) {
    throw new ApiError(404, 'common.error.notFound');
  }
  return planOf(app.db, found.row);
}
