import { and, count, eq, gt, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { NotificationKind } from '../../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { laterPaidPeriods } from '../subscriptions/access.ts';
import { writeNotification } from './write-notification.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The digest goes out from 7 in the morning in Saudi Arabia (UTC+3, no summer time). */
const digestHourRiyadh = 7;
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

const staff = alias(users, 'staff');

/** Each principal with staff evidence awaiting review gets one digest a day, with the count. */
async function writeReviewDigests(db: Database, now: Date): Promise<number> {
  const riyadh = new Date(now.getTime() + riyadhOffsetMs);
  if (riyadh.getUTCHours() < digestHourRiyadh) return 0;
  const day = riyadh.toISOString().slice(0, 10);
  const waiting = await db
    .select({ principalId: users.id, waiting: count(achievements.id) })
    .from(users)
    .innerJoin(
      staff,
      and(
        eq(staff.organizationId, users.organizationId),
        ne(staff.id, users.id),
        // A principal's own evidence goes to the super admin, not to a co-principal.
        ne(staff.role, 'org_admin'),
      ),
    )
    .innerJoin(
      achievements,
      and(
        eq(achievements.ownerId, staff.id),
        isNull(achievements.deletedAt),
        eq(achievements.reviewStatus, 'pending'),
      ),
    )
    .where(and(eq(users.role, 'org_admin'), eq(users.isActive, true)))
    .groupBy(users.id);
  let written = 0;
  for (const { principalId, waiting: pending } of waiting) {
    const row = await db.transaction((tx) =>
      writeNotification(tx, now, {
        recipientId: principalId,
        kind: 'evidenceAwaitingReview',
        subject: 'reviewQueue',
        subjectId: null,
        details: { count: pending },
        periodKey: day,
      }),
    );
    if (row) written += 1;
  }
  return written;
}

/**
 * The payers of a period (its holder, or the principals of its school), each with the period's
 * plan named in their language.
 */
async function payersOf(
  db: Database,
  period: typeof subscriptions.$inferSelect,
): Promise<{ id: string; planName: string }[]> {
  const rows = await db
    .select({
      id: users.id,
      locale: users.locale,
      nameAr: subscriptionPlans.nameAr,
      nameEn: subscriptionPlans.nameEn,
    })
    .from(users)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, period.planId ?? sql`null`))
    .where(
      and(
        eq(users.isActive, true),
        period.organizationId
          ? and(eq(users.organizationId, period.organizationId), eq(users.role, 'org_admin'))
          : eq(users.id, period.userId ?? ''),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    planName: (row.locale === 'ar' ? row.nameAr : row.nameEn) ?? period.planName,
  }));
}

interface Reminder {
  kind: NotificationKind;
  statuses: ('trial' | 'active' | 'expired')[];
  /** The period's end falls in (from, to]. */
  from: Date;
  to: Date;
  /** A holder who cancelled the renewal chose to let the period end: no "ends soon". */
  skipCancelledRenewals: boolean;
}

/** Periods of the reminder's window whose holder has no later paid period already. */
async function periodsDue(db: Database, reminder: Reminder) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, reminder.statuses),
        gt(subscriptions.endsAt, reminder.from),
        lte(subscriptions.endsAt, reminder.to),
        reminder.skipCancelledRenewals ? isNull(subscriptions.renewalCancelledAt) : undefined,
        notExists(laterPaidPeriods(db)),
      ),
    );
}

/**
 * Trial ending in 3 days, subscription ending in 14, subscription ended: once each per period.
 * The super admin's "send reminders" task runs it too (admin-tasks/routes.ts).
 */
export async function writeSubscriptionReminders(db: Database, now: Date): Promise<number> {
  const reminders: Reminder[] = [
    {
      kind: 'trialEndingSoon',
      statuses: ['trial'],
      from: now,
      to: new Date(now.getTime() + 3 * dayMs),
      skipCancelledRenewals: true,
    },
    {
      kind: 'subscriptionEndingSoon',
      statuses: ['active'],
      from: now,
      to: new Date(now.getTime() + 14 * dayMs),
      skipCancelledRenewals: true,
    },
    {
      kind: 'subscriptionExpired',
      statuses: ['trial', 'active', 'expired'],
      // A week back, so a server that was down the day it ended still tells.
      from: new Date(now.getTime() - 7 * dayMs),
      to: now,
      skipCancelledRenewals: false,
    },
  ];
  let written = 0;
  for (const reminder of reminders) {
    for (const period of await periodsDue(db, reminder)) {
      for (const payer of await payersOf(db, period)) {
        const row = await db.transaction((tx) =>
          writeNotification(tx, now, {
            recipientId: payer.id,
            kind: reminder.kind,
            subject: 'subscription',
            subjectId: period.id,
            details: { date: period.endsAt.toISOString(), planName: payer.planName },
            periodKey: period.id,
          }),
        );
        if (row) written += 1;
      }
    }
  }
  return written;
}

/**
 * The notifications no change causes, made by the clock: the principals' daily digest and the
 * payers' subscription reminders. Any number of instances may run it at any time: each one has
 * a period key, unique per recipient and kind, so the second insert of one finds it taken.
 */
export async function writeScheduledNotifications(
  db: Database,
  now: Date,
): Promise<{ written: number }> {
  const digests = await writeReviewDigests(db, now);
  const reminders = await writeSubscriptionReminders(db, now);
  return { written: digests + reminders };
}
