import { and, eq, sql } from 'drizzle-orm';

import {
  defaultNotificationChannels,
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { notificationPreferences } from '../../db/tables/notifications.ts';

/** Every kind's channel for the user: her choice, else the default. */
export async function preferencesOf(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const chosen = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const channels = { ...defaultNotificationChannels };
  for (const { kind, channel } of chosen) channels[kind] = channel;
  return { channels };
}

/** The channel one kind goes by for the user. */
export async function channelOf(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  const [chosen] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return chosen?.channel ?? defaultNotificationChannels[kind];
}

/** Saves the kinds the user chose a channel for; the others keep theirs. */
export async function savePreferences(
  db: Database,
  userId: string,
  channels: Partial<Record<NotificationKind, NotificationChannel>>,
): Promise<NotificationPreferences> {
  const rows = notificationKinds.flatMap((kind) => {
    const channel = channels[kind];
    return channel ? [{ userId, kind, channel }] : [];
  });
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel` },
      });
  }
  return preferencesOf(db, userId);
}
