import { and, asc, eq, inArray, isNull, lt, lte, max, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { notificationTargetPath, type PushMessage } from '../../../../contract/notifications.ts';
import type { WebPushConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import {
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../../db/tables/notifications.ts';
import { users } from '../../db/tables/users.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import { channelOf } from './channel-preferences.ts';
import { notificationEmail } from './notification-email.ts';
import { unreadCountOf } from './notification-reads.ts';
import { notificationTexts } from './notification-texts.ts';
import { sendPush } from './send-push.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface DeliveryContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  webPush: WebPushConfig;
  publicUrl: string;
  jwtSecret: string;
  now: () => Date;
}

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

const minuteMs = 60 * 1000;
/**
 * How long a worker holds what it claimed; a worker that died lets go of it then. Each delivery
 * renews its claim just before it is sent, and a send is bounded well below it (push: 10 s a
 * message; SMTP: smtp-mailer.ts), so a claim never lapses while its message is on its way.
 */
export const claimMs = 5 * minuteMs;
/** Gathered email: the first of a kind at once, the rest of the hour in one (docs/notifications.md). */
export const emailGroupingMs = 60 * minuteMs;
const batchSize = 20;
const pushAttempts = 4;
const emailAttempts = 8;

/** 30 s, 1 min, 2 min… at most an hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * minuteMs);
}

const unclaimed = (now: Date) =>
  or(isNull(notificationDeliveries.claimedUntil), lt(notificationDeliveries.claimedUntil, now));

/** Claims due deliveries; rows another instance is claiming are skipped, never waited for. */
async function claimDue(db: Database, now: Date): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.state, 'pending'),
        lte(notificationDeliveries.nextAttemptAt, now),
        unclaimed(now),
      ),
    )
    .orderBy(asc(notificationDeliveries.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(notificationDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(notificationDeliveries.id, due))
    .returning();
}

async function settle(
  db: Database,
  ids: readonly string[],
  columns: Partial<typeof notificationDeliveries.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ claimedUntil: null, ...columns })
    .where(inArray(notificationDeliveries.id, [...ids]));
}

async function recipientOf(db: Database, id: string) {
  const [recipient] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      locale: users.locale,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, id));
  return recipient;
}

type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

/** A push not taken goes by email instead (docs/notifications.md, "Channels and preferences"). */
async function fallBackToEmail(
  context: DeliveryContext,
  delivery: DeliveryRow,
  recipient: Recipient,
  now: Date,
): Promise<void> {
  // Still claimed while the email goes: letting go here would let another worker send it too.
  await context.db
    .update(notificationDeliveries)
    .set({ channel: 'email', nextAttemptAt: now, attempts: 0 })
    .where(eq(notificationDeliveries.id, delivery.id));
  await deliverEmail(context, { ...delivery, channel: 'email', attempts: 0 }, recipient, now);
}

async function deliverPush(
  context: DeliveryContext,
  delivery: DeliveryRow,
  recipient: Recipient,
  now: Date,
): Promise<void> {
  const { db } = context;
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, recipient.id));
  if (targets.length === 0) return fallBackToEmail(context, delivery, recipient, now);
  const [notification] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.id, delivery.notificationId));
  if (!notification) return settle(db, [delivery.id], { state: 'skipped' });
  const message: PushMessage = {
    notificationId: notification.id,
    kind: notification.kind,
    ...notificationTexts(notification.kind, notification.details, recipient.locale),
    path: notificationTargetPath(notification.subject, notification.subjectId),
    unreadCount: await unreadCountOf(db, recipient.id),
    lang: recipient.locale,
  };
  const outcomes = await Promise.all(
    targets.map(async (target) => ({
      target,
      outcome: await sendPush(context.webPush, target, message),
    })),
  );
  const gone = outcomes.filter(({ outcome }) => outcome === 'gone').map(({ target }) => target.id);
  if (gone.length > 0)
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const taken = outcomes.filter(({ outcome }) => outcome === 'sent').map(({ target }) => target.id);
  if (taken.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(inArray(pushSubscriptions.id, taken));
    return settle(db, [delivery.id], { state: 'sent', sentAt: now, lastError: null });
  }
  const failures = outcomes.flatMap(({ outcome }) =>
    typeof outcome === 'object' ? [outcome.failure] : [],
  );
  const attempts = delivery.attempts + 1;
  if (failures.length === 0 || attempts >= pushAttempts) {
    return fallBackToEmail(context, delivery, recipient, now);
  }
  return settle(db, [delivery.id], {
    attempts,
    lastError: failures.join('; '),
    nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
  });
}

/** The email deliveries of the same recipient and kind: what one email may gather. */
const sameKindEmails = (delivery: DeliveryRow) =>
  and(
    eq(notificationDeliveries.recipientId, delivery.recipientId),
    eq(notificationDeliveries.kind, delivery.kind),
    eq(notificationDeliveries.channel, 'email'),
  );

async function lastEmailAt(db: Database, delivery: DeliveryRow): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(notificationDeliveries.sentAt) })
    .from(notificationDeliveries)
    .where(and(sameKindEmails(delivery), eq(notificationDeliveries.state, 'sent')));
  return row?.last ?? null;
}

/** What a worker claimed in one go: the rows, and the moment its claim on them runs out. */
interface BatchClaim {
  ids: readonly string[];
  until: Date | null;
}

const noBatch: BatchClaim = { ids: [], until: null };

/** Rows of this worker's batch that it still holds (no other worker took them over). */
const stillOurs = (batch: BatchClaim) =>
  batch.until === null
    ? undefined
    : and(
        inArray(notificationDeliveries.id, [...batch.ids]),
        eq(notificationDeliveries.claimedUntil, batch.until),
      );

/**
 * Claims the other unsent emails of the same recipient and kind, to go in the same one: the
 * unclaimed ones and those this worker still holds from its batch.
 */
async function claimSameKind(db: Database, delivery: DeliveryRow, now: Date, batch: BatchClaim) {
  const others = db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        sameKindEmails(delivery),
        eq(notificationDeliveries.state, 'pending'),
        ne(notificationDeliveries.id, delivery.id),
        or(unclaimed(now), stillOurs(batch)),
      ),
    )
    .for('update', { skipLocked: true });
  return db
    .update(notificationDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(notificationDeliveries.id, others))
    .returning({
      id: notificationDeliveries.id,
      notificationId: notificationDeliveries.notificationId,
    });
}

async function deliverEmail(
  context: DeliveryContext,
  delivery: DeliveryRow,
  recipient: Recipient,
  now: Date,
  batch: BatchClaim = noBatch,
): Promise<void> {
  const { db } = context;
  const last = await lastEmailAt(db, delivery);
  if (last && now.getTime() - last.getTime() < emailGroupingMs) {
    // Gathered with the others of the hour into the next one.
    return settle(db, [delivery.id], {
      nextAttemptAt: new Date(last.getTime() + emailGroupingMs),
    });
  }
  const gathered = [
    { id: delivery.id, notificationId: delivery.notificationId },
    ...(await claimSameKind(db, delivery, now, batch)),
  ];
  const ids = gathered.map((entry) => entry.id);
  const items = await db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        gathered.map((entry) => entry.notificationId),
      ),
    )
    .orderBy(asc(notifications.id));
  if (items.length === 0) return settle(db, ids, { state: 'skipped' });
  const token = unsubscribeToken(context.jwtSecret, { userId: recipient.id, kind: delivery.kind });
  try {
    await context.mailer.send(
      notificationEmail({
        to: recipient.email,
        locale: recipient.locale,
        fullName: recipient.fullName,
        kind: delivery.kind,
        items,
        publicUrl: context.publicUrl,
        unsubscribeToken: token,
      }),
    );
  } catch (error) {
    const attempts = delivery.attempts + 1;
    context.log.warn({ err: error, deliveryId: delivery.id }, 'a notification email failed');
    // The others go back as they were; the next try gathers them again.
    await settle(
      db,
      ids.filter((id) => id !== delivery.id),
      {},
    );
    return settle(db, [delivery.id], {
      attempts,
      lastError: error instanceof Error ? error.message : 'unknown',
      ...(attempts >= emailAttempts
        ? { state: 'failed' }
        : { nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) }),
    });
  }
  return settle(db, ids, { state: 'sent', sentAt: now, lastError: null });
}

async function deliverOne(
  context: DeliveryContext,
  claimed: DeliveryRow,
  batch: BatchClaim,
): Promise<void> {
  const now = context.now();
  // Renews the claim for this send, if it is still this worker's: an email of the batch may
  // have gone already, gathered into an earlier one, and a slow batch may have outlived its
  // claim, which another instance then took over (and sends).
  if (!claimed.claimedUntil) return;
  const [delivery] = await context.db
    .update(notificationDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(
      and(
        eq(notificationDeliveries.id, claimed.id),
        eq(notificationDeliveries.state, 'pending'),
        eq(notificationDeliveries.claimedUntil, claimed.claimedUntil),
      ),
    )
    .returning();
  if (!delivery) return;
  const recipient = await recipientOf(context.db, delivery.recipientId);
  if (!recipient?.isActive) return settle(context.db, [delivery.id], { state: 'skipped' });
  // A choice made since the notification was written counts (an unsubscribe link, the profile).
  const channel = await channelOf(context.db, recipient.id, delivery.kind);
  if (channel === 'none') return settle(context.db, [delivery.id], { state: 'skipped' });
  if (delivery.channel === 'push') {
    return channel === 'push'
      ? deliverPush(context, delivery, recipient, now)
      : fallBackToEmail(context, delivery, recipient, now);
  }
  return deliverEmail(context, delivery, recipient, now, batch);
}

/**
 * Sends what is due from the delivery outbox, a batch at a time, until nothing is due. Safe to
 * run on any number of instances at once. Answers how many deliveries it handled.
 */
export async function deliverDueNotifications(context: DeliveryContext): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(context.db, context.now());
    if (claimed.length === 0) return handled;
    const batch: BatchClaim = {
      ids: claimed.map((delivery) => delivery.id),
      until: claimed[0]?.claimedUntil ?? null,
    };
    for (const delivery of claimed) {
      try {
        await deliverOne(context, delivery, batch);
      } catch (error) {
        // Left claimed: it is tried again once the claim runs out.
        context.log.error(
          { err: error, deliveryId: delivery.id },
          'a notification delivery failed',
        );
      }
      handled += 1;
    }
  }
}
