import { and, eq, isNull, lte, sql } from 'drizzle-orm';

import type { Notification } from '../../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/tables/notifications.ts';
import { ApiError } from '../../http/api-error.ts';
import { notificationOf } from './notification-records.ts';
import { unreadCountOf } from './notification-reads.ts';

interface MarkContext {
  db: Database;
  now: Date;
}

/** Marks one of the user's notifications read; one already read is answered as it is. */
export async function markRead(
  { db, now }: MarkContext,
  userId: string,
  id: string,
): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.recipientId, userId));
  const [marked] = await db
    .update(notifications)
    .set({ readAt: now, version: sql`${notifications.version} + 1` })
    .where(and(mine, isNull(notifications.readAt)))
    .returning();
  if (marked) return notificationOf(marked);
  const [found] = await db.select().from(notifications).where(mine);
  if (!found) throw new ApiError(404, 'common.error.notFound');
  return notificationOf(found);
}

/**
 * Marks the user's notifications up to `upTo` read (ids are time-ordered), so a mark made
 * offline leaves those that came after it unread. Answers the unread count after it.
 */
export async function markAllRead(
  { db, now }: MarkContext,
  userId: string,
  upTo: string,
): Promise<{ unreadCount: number }> {
  await db
    .update(notifications)
    .set({ readAt: now, version: sql`${notifications.version} + 1` })
    .where(
      and(
        eq(notifications.recipientId, userId),
        isNull(notifications.readAt),
        lte(notifications.id, upTo),
      ),
    );
  return { unreadCount: await unreadCountOf(db, userId) };
}
