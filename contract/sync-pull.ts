import { z } from 'zod';

import { zAchievement, zCriterion } from './achievements.ts';
import { zDevelopmentPlan } from './development-plans.ts';
import { zEvaluation, zEvaluationBand } from './evaluations.ts';
import { zNotification } from './notifications.ts';
import { zProfile } from './profile.ts';
import { zCurrentSubscription, zPlan } from './subscriptions.ts';

/**
 * Incremental pull (docs/sync.md, "Pull"): `GET /sync/pull?cursor=…&limit=…` answers everything the
 * signed-in user's device keeps that changed since `cursor` (absent: everything), one page at
 * a time. The device writes each change into its table, then asks again with `cursor` while
 * `hasMore`. The cursor is opaque to the device; it stores it only after the page's changes are
 * written.
 *
 * `reset: true`: the cursor can no longer be continued (there was none, it is too old, malformed,
 * or the user's role or school changed since it was made, so what they may see changed). The
 * pages from here hold the whole state; once the last page (`hasMore: false`) is written, every
 * synced row of a reset table that no page carried is deleted on the device. Only the first page
 * of such a run says `reset: true`; a later page saying it again starts the run over. A cursor
 * the server did not issue (garbage, another user's) is never an error: it answers a reset.
 *
 * A change either carries the record (`op: 'put'`, the same shape the record's own GET answers)
 * or says it is gone for this user (`op: 'delete'`: deleted, or no longer theirs to see).
 * The same record may come more than once; versions decide.
 */
export const syncPullPath = '/sync/pull';

export const pullLimits = { defaultLimit: 200, maxLimit: 500 } as const;

export const syncTables = [
  'achievements',
  'developmentPlans',
  'criteria',
  'subscriptionPlans',
  'profile',
  'subscription',
  // Appended: a cursor names a table by its place in this list.
  'evaluations',
  'evaluationBands',
  'notifications',
] as const;
export type SyncTable = (typeof syncTables)[number];

export const zPullQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(pullLimits.maxLimit).optional(),
});
export type PullQuery = z.input<typeof zPullQuery>;

const put = <Table extends SyncTable, Record extends z.ZodType>(table: Table, record: Record) =>
  z.object({ table: z.literal(table), op: z.literal('put'), id: z.string(), record });

export const zPullChange = z.union([
  put('achievements', zAchievement),
  put('developmentPlans', zDevelopmentPlan),
  put('criteria', zCriterion),
  put('subscriptionPlans', zPlan),
  // One row each, id `current`.
  put('profile', zProfile),
  put('subscription', zCurrentSubscription.nullable()),
  put('evaluations', zEvaluation),
  put('evaluationBands', zEvaluationBand),
  put('notifications', zNotification),
  z.object({ table: z.enum(syncTables), op: z.literal('delete'), id: z.string() }),
]);
export type PullChange = z.infer<typeof zPullChange>;

export const zPullPage = z.object({
  changes: z.array(zPullChange),
  cursor: z.string(),
  hasMore: z.boolean(),
  reset: z.boolean(),
});
export type PullPage = z.infer<typeof zPullPage>;
