import { adminTasksEndpoints } from '../../../../contract/endpoints/admin-tasks.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { purgeUnattachedFiles } from '../evidence-files/access.ts';
import { removeExpiredUploads } from '../evidence-files/access.ts';
import { writeSubscriptionReminders } from '../notifications/access.ts';
import { checkExpiredSubscriptions } from './check-expired-subscriptions.ts';
import { purgeRetainedData } from './purge-retained-data.ts';
import { listRetentionDue } from './retention.ts';
import { hourSlot, runOncePerSlot } from './run-once-per-slot.ts';

const hourMs = 60 * 60 * 1000;

/**
 * The super admin's manual tasks (system settings), which also run every hour inside the
 * server; with several instances, one slot row per hour lets only one of them do each run.
 */
export const adminTaskRoutes: ApiModule = async (app) => {
  const superAdmin = { auth: { roles: ['super_admin'] } } as const;

  declaredRoute(app, adminTasksEndpoints.checkExpired, { config: superAdmin }, async () =>
    success(await checkExpiredSubscriptions(app.db, app.clock.now())),
  );

  // The reminders are notifications, delivered by push or email as each payer chose; every
  // instance also writes them hourly (notifications/scheduled-notifications-timer.ts), and their
  // period keys make a second run write nothing.
  declaredRoute(app, adminTasksEndpoints.sendReminders, { config: superAdmin }, async () =>
    success({ sentCount: await writeSubscriptionReminders(app.db, app.clock.now()) }),
  );

  declaredRoute(app, adminTasksEndpoints.retentionDue, { config: superAdmin }, async () =>
    success(await listRetentionDue(app.db, app.clock.now())),
  );

  declaredRoute(app, adminTasksEndpoints.purgeRetained, { config: superAdmin }, async (request) =>
    success(await purgeRetainedData(app, request.body.subscriptionIds, app.clock.now())),
  );

  /** Runs `task` unless another instance took this slot; each run is logged, for operators. */
  async function runTask(task: string, slot: string, run: () => Promise<unknown>) {
    if (await runOncePerSlot(app.db, task, slot, app.clock, run)) {
      app.log.info({ task, slot }, 'scheduled task ran');
    }
  }

  async function runScheduledTasks(): Promise<void> {
    const now = app.clock.now();
    const slot = hourSlot(now);
    try {
      await runTask('check-expired', slot, () => checkExpiredSubscriptions(app.db, now));
    } catch (error) {
      app.log.error({ err: error }, 'a scheduled subscription task failed');
    }
    await runTask('purge-unattached-files', slot, () => purgeUnattachedFiles(app, now)).catch(
      (error: unknown) => {
        app.log.error({ err: error }, 'purging unattached evidence files failed');
      },
    );
    // Not once per slot: the uploads folder may be this instance's own.
    await removeExpiredUploads(app).catch((error: unknown) => {
      app.log.error({ err: error }, 'removing expired uploads failed');
    });
  }

  // First run SCHEDULED_TASKS_DELAY_MS after start, then hourly; unref'd so it never keeps
  // the process alive.
  let timer: NodeJS.Timeout | undefined = setTimeout(function tick() {
    void runScheduledTasks().finally(() => {
      if (timer) timer = setTimeout(tick, hourMs).unref();
    });
  }, app.config.scheduledTasksDelayMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
  });
};
