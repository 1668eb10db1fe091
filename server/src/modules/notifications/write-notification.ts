import type {
  NotificationDetails,
  NotificationKind,
  NotificationSubject,
} from '../../../../contract/notifications.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import type { Database } from '../../db/database.ts';
import { notificationDeliveries, notifications } from '../../db/tables/notifications.ts';
import { channelOf } from './channel-preferences.ts';
import type { NotificationRow } from './notification-records.ts';

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  subjectId: string | null;
  details: NotificationDetails;
  /** The period a scheduled one is for; one per recipient, kind and period. */
  periodKey?: string;
}

/**
 * Writes a notification and its delivery outbox row by the recipient's preference. Call it with
 * the transaction of the change that causes it (docs/notifications.md, "Written with the change"): both are
 * saved with the change or neither is. Answers null when the period's one already exists.
 */
export async function writeNotification(
  tx: Database,
  now: Date,
  input: NewNotification,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values({
      id: uuidv7(),
      recipientId: input.recipientId,
      kind: input.kind,
      subject: input.subject,
      subjectId: input.subjectId,
      details: input.details,
      periodKey: input.periodKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const channel = await channelOf(tx, input.recipientId, input.kind);
  if (channel !== 'none') {
    await tx.insert(notificationDeliveries).values({
      id: uuidv7(),
      notificationId: row.id,
      recipientId: row.recipientId,
      kind: row.kind,
      channel,
      nextAttemptAt: now,
      createdAt: now,
    });
  }
  return row;
}
