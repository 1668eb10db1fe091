import { replayableAchievementWrites } from '../achievements/replayable-achievement-writes.ts';
import { replayablePlanWrites } from '../development-plans/replayable-plan-writes.ts';
import { replayableEvaluationWrites } from '../evaluations/replayable-evaluation-writes.ts';
import type { ReplayableWrite } from './replayable-write.ts';

/** Every write the batched push accepts: the ones the offline outbox queues. */
export const replayableWrites: readonly ReplayableWrite[] = [
  ...replayableAchievementWrites,
  ...replayablePlanWrites,
  ...replayableEvaluationWrites,
];
