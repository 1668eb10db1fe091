import type { Notification } from '../../../../contract/notifications.ts';
import type { notifications } from '../../db/tables/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification as its list, its mark and the pull answer it. */
export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    subjectId: row.subjectId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    version: row.version,
  };
}
