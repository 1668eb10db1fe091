// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import type { PullChange } from '../../../contract/sync-pull.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { pullChanges } from '../../lib/sync/pull-changes.ts';
import { replayOutbox } from '../../lib/sync/replay-outbox.ts';
import { successResponse } from '../../lib/sync/testing/envelopes.ts';
import { createFakeTransport, offline } from '../../lib/sync/testing/fake-transport.ts';

import { notificationsTable } from './notification-row.ts';
import { markAllNotificationsRead, markNotificationRead } from './notification-writes.ts';
import { notificationsPullMapping } from './notifications-pull-mapping.ts';
import { readNotifications } from './read-notifications.ts';
import { makeNotification, notificationId } from './testing/make-notification.ts';

const nowMs = Date.UTC(2030, 8, 1, 10, 0);
let db: UserDb;

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  closeUserDb();
});

function pull(changes: PullChange[]) {
  return pullChanges({
    db,
    mappings: { notifications: notificationsPullMapping },
    now: () => nowMs,
    getAccessToken: () => 'token',
    transport: async () =>
      successResponse(toSnakeCaseKeys({ changes, cursor: 'c', hasMore: false, reset: false })),
  });
}

const put = (overrides: Parameters<typeof makeNotification>[0]): PullChange => {
  const record = makeNotification(overrides);
  return { table: 'notifications', op: 'put', id: record.id, record };
};

function replay(transport = createFakeTransport()) {
  return replayOutbox({
    db,
    transport: transport.transport,
    getAccessToken: () => 'token',
    now: () => nowMs,
    random: () => 0.5,
    locks: null,
  });
}

describe('notifications on the device', () => {
  it('lands pulled notifications in the table, newest first, with the unread count', async () => {
    await pull([
      put({ id: notificationId(1) }),
      put({ id: notificationId(2), kind: 'evidenceAccepted', readAt: '2030-09-01T09:30:00Z' }),
      put({ id: notificationId(3), kind: 'evaluationFinalised', subject: 'evaluation' }),
    ]);
    const view = await readNotifications(db);
    expect(view.items.map((item) => [item.row.id, item.read])).toEqual([
      [notificationId(3), false],
      [notificationId(2), true],
      [notificationId(1), false],
    ]);
    expect(view.unreadCount).toBe(2);
    expect(await notificationsTable(db).get(notificationId(1))).toMatchObject({
      syncState: 'synced',
      version: 1,
      details: { comment: 'Add the photo' },
    });
  });

  it('marks one read offline at once, and the outbox tells the server when it is back', async () => {
    await pull([put({ id: notificationId(1) }), put({ id: notificationId(2) })]);
    await markNotificationRead(notificationId(1), db, nowMs);
    expect((await readNotifications(db)).unreadCount).toBe(1);

    const cut = createFakeTransport(offline());
    await replay(cut);
    expect((await readNotifications(db)).unreadCount).toBe(1);
    // A pull of the server's older copy does not undo the mark that has not reached it.
    await pull([put({ id: notificationId(1), readAt: null })]);
    expect((await notificationsTable(db).get(notificationId(1)))?.readAt).not.toBeNull();

    const server = createFakeTransport();
    await replay(server);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /api/notifications/${notificationId(1)}/read`,
    ]);
    expect(await notificationsTable(db).get(notificationId(1))).toMatchObject({
      syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks all read up to the newest here; a later one stays unread', async () => {
    await pull([put({ id: notificationId(1) }), put({ id: notificationId(2) })]);
    await markAllNotificationsRead(db, nowMs);
    expect((await readNotifications(db)).unreadCount).toBe(0);
    // The server's copies from before the mark reached it, and one made after.
    await pull([put({ id: notificationId(1), readAt: null }), put({ id: notificationId(3) })]);
    const view = await readNotifications(db);
    expect(view.items.map((item) => [item.row.id, item.read])).toEqual([
      [notificationId(3), false],
      [notificationId(2), true],
      [notificationId(1), true],
    ]);

    const server = createFakeTransport();
    await replay(server);
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/notifications/read-all',
        json: expect.objectContaining({ up_to: notificationId(2) }),
      }),
    ]);
  });

  // The bell reads on every change of the outbox: an offline day's hundreds of queued writes
  // must not be stepped through one by one each time (docs/achievements-at-scale.md).
  it('finds a waiting "mark all read" without stepping through the rest of the outbox', async () => {
    await pull([put({ id: notificationId(1) }), put({ id: notificationId(2) })]);
    await markAllNotificationsRead(db, nowMs);
    const queued = (await db.outbox.toArray())[0];
    if (!queued) throw new Error('the mark was not queued');
    await db.outbox.bulkAdd(
      Array.from({ length: 300 }, (_, index) => ({
        ...queued,
        id: uuidv7(),
        recordKey: `achievements:a${index}`,
        recordTable: 'achievements',
        recordId: `a${index}`,
        path: '/achievements',
        body: { id: `a${index}` },
        createdAt: nowMs + index,
      })),
    );
    const steps = vi.spyOn(IDBCursor.prototype, 'continue');

    const view = await readNotifications(db);

    expect(view.unreadCount).toBe(0);
    expect(steps.mock.calls.length).toBeLessThan(10);
  });

  it('does nothing when every notification is read already', async () => {
    await pull([put({ id: notificationId(1), readAt: '2030-09-01T09:30:00Z' })]);
    await markAllNotificationsRead(db, nowMs);
    await markNotificationRead(notificationId(1), db, nowMs);
    expect(await db.outbox.count()).toBe(0);
  });
});
