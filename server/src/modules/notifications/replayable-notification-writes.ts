import { roles } from '../../../../contract/constants.ts';
import { notificationEndpoints } from '../../../../contract/endpoints/notifications.ts';
import { replayableWrite, type ReplayableWrite } from '../replayable-writes/access.ts';
import { markAllRead, markRead } from './notification-marks.ts';

/**
 * Marking read, which a device does offline too: the outbox replays these through their own
 * routes or the batched push. Every role has notifications.
 */
export const replayableNotificationWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    endpoint: notificationEndpoints.markRead,
    roles,
    apply: (app, caller, { params }) =>
      markRead({ db: app.db, now: app.clock.now() }, caller.id, params.id),
  }),
  replayableWrite({
    endpoint: notificationEndpoints.markAllRead,
    roles,
    apply: (app, caller, { body }) =>
      markAllRead({ db: app.db, now: app.clock.now() }, caller.id, body.upTo),
  }),
];
