import { and, eq, gt, inArray, isNull, lte, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../plugins/mail/mailer.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { subscriptionReminderEmail } from './subscription-reminder-email.ts';

const reminderWindowMs = 7 * 24 * 60 * 60 * 1000;
const later = alias(subscriptions, 'later');

export interface ReminderContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Emails the holders of trial and active periods ending within seven days, once per period:
 * each period is claimed by setting `reminder_sent_at` first, so two servers never both send.
 * Periods whose renewal was cancelled get no reminder. A principal receives the school's.
 */
export async function sendSubscriptionReminders(
  context: ReminderContext,
  now: Date,
): Promise<{ sentCount: number }> {
  const due = await context.db
    .update(subscriptions)
    .set({ reminderSentAt: now })
    .where(
      and(
        inArray(subscriptions.status, ['active', 'trial']),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, new Date(now.getTime() + reminderWindowMs)),
        isNull(subscriptions.reminderSentAt),
        isNull(subscriptions.renewalCancelledAt),
        // A holder who already bought the next year needs no reminder about this one.
        notExists(
          context.db
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                or(
                  and(isNull(subscriptions.organizationId), eq(later.userId, subscriptions.userId)),
                  eq(later.organizationId, subscriptions.organizationId),
                ),
                eq(later.status, 'active'),
                gt(later.endsAt, subscriptions.endsAt),
              ),
            ),
        ),
      ),
    )
    .returning();

  let sentCount = 0;
  for (const period of due) {
    const recipients = await context.db
      .select({ email: users.email, fullName: users.fullName, locale: users.locale })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          period.organizationId
            ? and(eq(users.organizationId, period.organizationId), eq(users.role, 'org_admin'))
            : eq(users.id, period.userId ?? ''),
        ),
      );
    for (const recipient of recipients) {
      try {
        await context.mailer.send(
          subscriptionReminderEmail({
            to: recipient.email,
            locale: recipient.locale,
            fullName: recipient.fullName,
            planName: period.planName,
            endsAt: period.endsAt,
            link: `${context.publicUrl}/profile`,
          }),
        );
        sentCount += 1;
      } catch (error) {
        context.log.error(
          { err: error, subscriptionId: period.id },
          'a subscription reminder failed',
        );
      }
    }
  }
  return { sentCount };
}
