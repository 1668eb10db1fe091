import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled task and time slot: the instance whose insert wins runs the task,
 * the others skip it, so several servers never run the same slot twice.
 */
export const scheduledTaskRuns = pgTable(
  'scheduled_task_runs',
  {
    task: text('task').notNull(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (table) => [primaryKey({ columns: [table.task, table.slot] })],
);
