import type { Table } from 'dexie';

import type { Notification } from '../../../contract/notifications.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/** A notification as the device keeps it (lib/db/schema.ts, version 7). */
export type NotificationRow = Omit<Notification, 'version'> & SyncedRecord;

export function notificationsTable(db: UserDb): Table<NotificationRow, string> {
  return db.table<NotificationRow, string>('notifications');
}

export function notificationRowFromServer(notification: Notification): NotificationRow {
  return { ...notification, syncState: 'synced' };
}
