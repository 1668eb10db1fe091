import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import type { payments } from '../../db/tables/payments.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { users } from '../../db/tables/users.ts';
import { writeNotification } from '../notifications/access.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/** The payer's "payment received", written with the payment's change to paid (docs/notifications.md). */
export async function notifyPaymentReceived(
  tx: Transaction,
  paid: PaymentRow,
  now: Date,
): Promise<void> {
  const [named] = await tx
    .select({
      locale: users.locale,
      nameEn: subscriptionPlans.nameEn,
      nameAr: subscriptionPlans.nameAr,
    })
    .from(users)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paid.planId))
    .where(eq(users.id, paid.userId));
  const planName = (named?.locale === 'ar' ? named.nameAr : named?.nameEn) ?? paid.planName;
  await writeNotification(tx, now, {
    recipientId: paid.userId,
    kind: 'paymentReceived',
    subject: 'payment',
    subjectId: paid.id,
    details: {
      amount: paid.amountHalalas / 100,
      currency: paid.currency,
      planName,
      date: now.toISOString(),
    },
  });
}
