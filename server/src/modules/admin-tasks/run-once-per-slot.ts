import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../plugins/clock.ts';
import { scheduledTaskRuns } from '../../db/tables/scheduled-task-runs.ts';

/**
 * Runs a scheduled task unless another instance already took this slot (e.g. this hour):
 * the primary key on (task, slot) lets exactly one insert win. Answers whether it ran.
 */
export async function runOncePerSlot(
  db: Database,
  task: string,
  slot: string,
  clock: Clock,
  run: () => Promise<unknown>,
): Promise<boolean> {
  const claimed = await db
    .insert(scheduledTaskRuns)
    .values({ task, slot, startedAt: clock.now() })
    .onConflictDoNothing()
    .returning({ task: scheduledTaskRuns.task });
  if (claimed.length === 0) return false;
  const result = await run();
  await db
    .update(scheduledTaskRuns)
    .set({ finishedAt: clock.now(), result: result ?? null })
    .where(and(eq(scheduledTaskRuns.task, task), eq(scheduledTaskRuns.slot, slot)));
  return true;
}

/** The hour a time falls in, e.g. `2026-11-22T21`, as the slot of an hourly task. */
export function hourSlot(now: Date): string {
  return now.toISOString().slice(0, 13);
}
