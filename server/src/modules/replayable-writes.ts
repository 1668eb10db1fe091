import { replayableAchievementWrites } from './achievements/replayable-achievement-writes.ts';
import { replayablePlanWrites } from './development-plans/replayable-plan-writes.ts';
import { replayableEvaluationWrites } from './evaluations/replayable-evaluation-writes.ts';
import { replayableNotificationWrites } from './notifications/replayable-notification-writes.ts';
import type { ReplayableWrite } from './replayable-writes/replayable-write.ts';

/**
 * Every write the batched push accepts: the ones the offline outbox queues. Listed beside the
 * module list, which hands it to the push (`syncPushRoutes`), so the push imports no domain
 * module and a domain module imports only the declaration helpers in `replayable-writes/`.
 */
export const replayableWrites: readonly ReplayableWrite[] = [
  ...replayableAchievementWrites,
  ...replayablePlanWrites,
  ...replayableEvaluationWrites,
  ...replayableNotificationWrites,
];
