import { staffRoles } from '../../../../contract/constants.ts';
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Role } from '../../../../contract/constants.ts';
import type { PullChange, SyncTable } from '../../../../contract/sync-pull.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { achievementsOf } from '../achievements/access.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { criterionColumns } from '../criteria/criteria-service.ts';
import { plansOf } from '../development-plans/plan-records.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';
import { canReadForm } from '../evaluations/access.ts';
import { evaluateeColumns, evaluationsOf } from '../evaluations/access.ts';
import { evaluationBands, evaluations } from '../../db/tables/evaluations.ts';
import { notifications } from '../../db/tables/notifications.ts';
import { users } from '../../db/tables/users.ts';
import { notificationOf } from '../notifications/access.ts';
import { planOf } from '../subscription-plans/access.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { profileChange, subscriptionChange, type SingletonContext } from './singleton-changes.ts';

export type RecordContext = SingletonContext;

/** The put changes of the records among `ids` the viewer's device keeps, by record id. */
type VisibleRecords = (
  app: RecordContext,
  viewer: AuthenticatedUser,
  ids: readonly string[],
) => Promise<Map<string, PullChange>>;

// The roles the per-route reads of these tables let in (GET /achievements, /development-plans,
// /criteria); the others keep none of them.

function isAnyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

const ownAchievements: VisibleRecords = async (app, viewer, ids) => {
  if (!(staffRoles as readonly Role[]).includes(viewer.role)) return new Map();
  const rows = await app.db
    .select()
    .from(achievements)
    .where(
      and(
        isAnyOf(achievements.id, ids),
        eq(achievements.ownerId, viewer.id),
        isNull(achievements.deletedAt),
      ),
    );
  const records = await achievementsOf(app.db, rows);
  return new Map(
    records.map((record) => [
      record.id,
      { table: 'achievements', op: 'put', id: record.id, record },
    ]),
  );
};

const plansForViewer: VisibleRecords = async (app, viewer, ids) => {
  if (!(staffRoles as readonly Role[]).includes(viewer.role)) return new Map();
  const rows = await app.db
    .select()
    .from(developmentPlans)
    .where(
      and(
        isAnyOf(developmentPlans.id, ids),
        eq(developmentPlans.beneficiaryId, viewer.id),
        isNull(developmentPlans.deletedAt),
      ),
    );
  const records = await plansOf(app.db, rows);
  return new Map(
    records.map((record) => [
      record.id,
      { table: 'developmentPlans', op: 'put', id: record.id, record },
    ]),
  );
};

/** The current set of every job, as `GET /criteria?job=…` answers each. */
const currentCriteria: VisibleRecords = async (app, viewer, ids) => {
  if (!(staffRoles as readonly Role[]).includes(viewer.role)) return new Map();
  const rows = await app.db
    .select(criterionColumns)
    .from(criteria)
    .where(
      and(
        isAnyOf(criteria.id, ids),
        sql`${criteria.version} = (select max(latest.version) from criteria as latest where latest.job = ${criteria.job})`,
      ),
    );
  return new Map(
    rows.map((record) => [record.id, { table: 'criteria', op: 'put', id: record.id, record }]),
  );
};

/** The plans on sale, as the signed-in `GET /subscription-plans` answers them. */
const plansOnSale: VisibleRecords = async (app, _viewer, ids) => {
  const rows = await app.db
    .select()
    .from(subscriptionPlans)
    .where(and(isAnyOf(subscriptionPlans.id, ids), isNull(subscriptionPlans.retiredAt)));
  return new Map(
    rows.map((row) => [
      row.id,
      { table: 'subscriptionPlans', op: 'put', id: row.id, record: planOf(row) },
    ]),
  );
};

/**
 * The forms the viewer may see now (evaluation-access.ts): a teacher's own self-assessment and
 * finalised evaluation, a principal's school's staff forms, a super admin's evaluations.
 */
const visibleForms: VisibleRecords = async (app, viewer, ids) => {
  if (!(staffRoles as readonly Role[]).includes(viewer.role)) return new Map();
  const found = await app.db
    .select({ row: evaluations, evaluatee: evaluateeColumns })
    .from(evaluations)
    .innerJoin(users, eq(users.id, evaluations.evaluateeId))
    .where(isAnyOf(evaluations.id, ids));
  const rows = found
    .filter(({ row, evaluatee }) => canReadForm(viewer, evaluatee, row))
    .map(({ row }) => row);
  const records = await evaluationsOf(app.db, rows);
  return new Map(
    records.map((record) => [
      record.id,
      { table: 'evaluations', op: 'put', id: record.id, record },
    ]),
  );
};

const ratingBands: VisibleRecords = async (app, viewer, ids) => {
  if (!(staffRoles as readonly Role[]).includes(viewer.role)) return new Map();
  const rows = await app.db.select().from(evaluationBands).where(isAnyOf(evaluationBands.id, ids));
  return new Map(
    rows.map((record) => [
      record.id,
      { table: 'evaluationBands', op: 'put', id: record.id, record },
    ]),
  );
};

/** A user's own notifications, whatever her role (docs/notifications.md). */
const ownNotifications: VisibleRecords = async (app, viewer, ids) => {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(and(isAnyOf(notifications.id, ids), eq(notifications.recipientId, viewer.id)));
  return new Map(
    rows.map((row) => [
      row.id,
      { table: 'notifications', op: 'put', id: row.id, record: notificationOf(row) },
    ]),
  );
};

// The singletons' change rows carry the user's own id (the query keeps to it).
const ownProfile: VisibleRecords = async (app, viewer, ids) =>
  ids.includes(viewer.id) ? new Map([[viewer.id, await profileChange(app, viewer)]]) : new Map();

const ownSubscription: VisibleRecords = async (app, viewer, ids) =>
  ids.includes(viewer.id)
    ? new Map([[viewer.id, await subscriptionChange(app, viewer)]])
    : new Map();

export const visibleRecordsOf: Record<SyncTable, VisibleRecords> = {
  achievements: ownAchievements,
  developmentPlans: plansForViewer,
  criteria: currentCriteria,
  subscriptionPlans: plansOnSale,
  profile: ownProfile,
  subscription: ownSubscription,
  evaluations: visibleForms,
  evaluationBands: ratingBands,
  notifications: ownNotifications,
};
