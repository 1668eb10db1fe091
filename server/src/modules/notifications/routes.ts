import { notificationEndpoints as endpoints } from '../../../../contract/endpoints/notifications.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { preferencesOf, savePreferences } from './channel-preferences.ts';
import { startDeliveryWorker } from './delivery-worker.ts';
import { readEmailUnsubscribe, unsubscribeByEmailToken } from './email-unsubscribe.ts';
import { listNotifications } from './notification-reads.ts';
import { subscribePush, unsubscribePush } from './push-subscriptions.ts';
import { registerReplayableWrite } from '../replayable-writes/access.ts';
import { replayableNotificationWrites } from './replayable-notification-writes.ts';
import { startScheduledNotifications } from './scheduled-notifications-timer.ts';

/**
 * The caller's notifications, preferences and Web Push subscriptions (docs/notifications.md),
 * and the worker that delivers them, started and stopped with the app.
 */
export const notificationRoutes: ApiModule = async (app) => {
  const signedIn = { config: { auth: true } } as const;

  // RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  declaredRoute(app, endpoints.list, signedIn, async (request) =>
    success(await listNotifications(app.db, request.user.id, request.query)),
  );

  for (const write of replayableNotificationWrites) registerReplayableWrite(app, write);

  declaredRoute(app, endpoints.readPreferences, signedIn, async (request) =>
    success(await preferencesOf(app.db, request.user.id)),
  );

  declaredRoute(app, endpoints.updatePreferences, signedIn, async (request) =>
    success(await savePreferences(app.db, request.user.id, request.body.channels)),
  );

  declaredRoute(app, endpoints.pushPublicKey, signedIn, async () =>
    success({ publicKey: app.config.webPush.vapidPublicKey }),
  );

  declaredRoute(app, endpoints.subscribePush, signedIn, async (request) => {
    await subscribePush(
      app.db,
      request.user,
      request.body,
      app.config.webPush.serviceOrigins,
      app.clock.now(),
    );
    return success(null);
  });

  declaredRoute(app, endpoints.unsubscribePush, signedIn, async (request) => {
    await unsubscribePush(app.db, request.user, request.body.endpoint);
    return success(null);
  });

  // A GET never turns anything off: mail scanners open links (docs/notifications.md, "Email").
  declaredRoute(app, endpoints.readEmailUnsubscribe, {}, async (request) =>
    success(readEmailUnsubscribe(app.config.jwtSecret, request.query.token)),
  );

  declaredRoute(app, endpoints.unsubscribeEmail, {}, async (request) =>
    success(await unsubscribeByEmailToken(app.db, app.config.jwtSecret, request.query.token)),
  );

  startDeliveryWorker(app);
  startScheduledNotifications(app);
};
