import type { FastifyInstance } from 'fastify';

import { writeScheduledNotifications } from './scheduled-notifications.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Makes the scheduled notifications (digests, reminders) SCHEDULED_TASKS_DELAY_MS after start,
 * then every hour, on every instance: their period keys make a second run add nothing.
 */
export function startScheduledNotifications(app: FastifyInstance): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined = setTimeout(function tick() {
    running = writeScheduledNotifications(app.db, app.clock.now())
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'making the scheduled notifications failed');
      })
      .finally(() => {
        if (timer) timer = setTimeout(tick, hourMs).unref();
      });
  }, app.config.scheduledTasksDelayMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
}
