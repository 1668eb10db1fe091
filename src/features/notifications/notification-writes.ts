import { notificationEndpoints } from '../../../contract/endpoints/notifications.ts';
import { currentUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { enqueueWrite, type RecordContent } from '../../lib/sync/enqueue-write.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import { notificationsTable, type NotificationRow } from './notification-row.ts';
import { newestFirst } from './notification-order.ts';

function contentOf(row: NotificationRow): RecordContent<NotificationRow> {
  const { id, kind, subject, subjectId, details, createdAt, readAt } = row;
  return { id, kind, subject, subjectId, details, createdAt, readAt };
}

/**
 * Marks one notification read on the device at once and queues the mark for the server, so it
 * works offline; one already read is left alone.
 */
export async function markNotificationRead(
  id: string,
  db: UserDb = currentUserDb(),
  nowMs: number = Date.now(),
): Promise<void> {
  const table = notificationsTable(db);
  const row = await table.get(id);
  if (!row || row.readAt !== null) return;
  await enqueueWrite(
    db,
    {
      operation: 'update',
      table,
      record: { ...contentOf(row), readAt: new Date(nowMs).toISOString() },
      request: outboxRequest(notificationEndpoints.markRead, { params: { id }, body: {} }),
    },
    nowMs,
  );
  void requestReplay();
}

/**
 * Marks every notification on the device read, up to the newest one here: one that arrives
 * later, even if the server made it before this mark reaches it, stays unread (the contract's
 * `upTo`). The mark is queued on the newest notification's record.
 */
export async function markAllNotificationsRead(
  db: UserDb = currentUserDb(),
  nowMs: number = Date.now(),
): Promise<void> {
  const table = notificationsTable(db);
  const readAt = new Date(nowMs).toISOString();
  await db.transaction('rw', [table, db.outbox, db.files], async () => {
    const rows = newestFirst(await table.toArray());
    const [newest] = rows;
    if (!newest || rows.every((row) => row.readAt !== null)) return;
    await enqueueWrite(
      db,
      {
        operation: 'update',
        table,
        record: { ...contentOf(newest), readAt: newest.readAt ?? readAt },
        request: outboxRequest(notificationEndpoints.markAllRead, { body: { upTo: newest.id } }),
      },
      nowMs,
    );
    const others = rows.slice(1).filter((row) => row.readAt === null);
    await table.bulkUpdate(others.map((row) => ({ key: row.id, changes: { readAt } })));
  });
  void requestReplay();
}
