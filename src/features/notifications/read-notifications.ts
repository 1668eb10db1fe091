import { notificationEndpoints } from '../../../contract/endpoints/notifications.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { entriesOfTable } from '../../lib/sync/outbox-queries.ts';

import { newestFirst } from './notification-order.ts';
import { notificationsTable, type NotificationRow } from './notification-row.ts';

export interface NotificationItem {
  row: NotificationRow;
  read: boolean;
}

export interface NotificationsView {
  items: NotificationItem[];
  unreadCount: number;
}

/**
 * The newest notification a "mark all read" still waiting in the outbox covers: a pull that
 * lands before the outbox reaches the server brings those rows back unread, and they must
 * still show read.
 */
async function pendingReadAllUpTo(db: UserDb): Promise<string | null> {
  const entries = await entriesOfTable(db, notificationsTable(db).name);
  let upTo: string | null = null;
  for (const entry of entries) {
    if (entry.path !== notificationEndpoints.markAllRead.path) continue;
    const value = entry.body?.upTo;
    if (typeof value === 'string' && (upTo === null || value > upTo)) upTo = value;
  }
  return upTo;
}

/** The centre's list, newest first, and how many are unread, from the device. */
export async function readNotifications(db: UserDb): Promise<NotificationsView> {
  const [rows, upTo] = await Promise.all([
    notificationsTable(db).toArray(),
    pendingReadAllUpTo(db),
  ]);
  const items = newestFirst(rows.filter((row) => row.deletedLocally !== true)).map((row) => ({
    row,
    read: row.readAt !== null || (upTo !== null && row.id <= upTo),
  }));
  return { items, unreadCount: items.filter((item) => !item.read).length };
}
