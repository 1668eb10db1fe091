import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';

import {
  notificationListLimits,
  type NotificationList,
  type zNotificationListQuery,
} from '../../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/tables/notifications.ts';
import { notificationOf } from './notification-records.ts';

/** How many of the user's notifications are unread. */
export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The user's notifications, newest first, a page at a time (`before` an id). */
export async function listNotifications(
  db: Database,
  userId: string,
  query: z.output<typeof zNotificationListQuery>,
): Promise<NotificationList> {
  const limit = query.limit ?? notificationListLimits.defaultLimit;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        query.before ? lt(notifications.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map(notificationOf),
    unreadCount: await unreadCountOf(db, userId),
    hasMore: rows.length > limit,
  };
}
