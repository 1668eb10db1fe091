import type { FastifyInstance } from 'fastify';

import { deliverDueNotifications, type DeliveryContext } from './deliver-notifications.ts';

export function deliveryContextOf(app: FastifyInstance): DeliveryContext {
  return {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    webPush: app.config.webPush,
    publicUrl: app.config.publicUrl,
    jwtSecret: app.config.jwtSecret,
    now: () => app.clock.now(),
  };
}

/**
 * Runs the delivery outbox every `NOTIFICATION_WORKER_INTERVAL_MS` inside the server. Closing
 * the app (SIGTERM) stops the timer and waits for the run under way, which the shutdown grace
 * bounds; what it had not sent stays in the outbox for the next start or another instance.
 */
export function startDeliveryWorker(app: FastifyInstance): void {
  const context = deliveryContextOf(app);
  let running: Promise<unknown> = Promise.resolve();
  // A database outage fails every run: one line when the failures start, one when they end.
  let failedRuns = 0;
  let timer: NodeJS.Timeout | undefined = setTimeout(function tick() {
    running = deliverDueNotifications(context)
      .then(() => {
        if (failedRuns > 0) {
          app.log.info({ failedRuns }, 'the notification worker runs again');
        }
        failedRuns = 0;
      })
      .catch((error: unknown) => {
        if (failedRuns === 0) app.log.error({ err: error }, 'the notification worker failed a run');
        failedRuns += 1;
      })
      .finally(() => {
        if (timer) timer = setTimeout(tick, app.config.webPush.workerIntervalMs).unref();
      });
  }, app.config.webPush.workerIntervalMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
}
