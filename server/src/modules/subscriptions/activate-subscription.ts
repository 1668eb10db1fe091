import { and, desc, eq, gt, like, or } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import type { payments } from '../../db/tables/payments.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { users } from '../../db/tables/users.ts';
import { oneYearAfter } from './subscription-period.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/** The organisation's name: the school the buyer gave, made unique if another school has it. */
async function freeOrganizationName(tx: Transaction, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(or(eq(organizations.name, wanted), like(organizations.name, `${wanted} (%)`)))
    ).map((row) => row.name),
  );
  if (!taken.has(wanted)) return wanted;
  let suffix = 2;
  while (taken.has(`${wanted} (${suffix})`)) suffix += 1;
  return `${wanted} (${suffix})`;
}

/**
 * The buyer's organisation for an organisation plan: the one they already lead, else a new
 * one named after their school, of which they become the principal (docs/states-and-transitions.md, "Payments").
 */
async function organizationOfBuyer(tx: Transaction, userId: string, now: Date): Promise<string> {
  const [buyer] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!buyer) throw new Error('the buyer of a paid payment no longer exists');
  if (buyer.role === 'org_admin' && buyer.organizationId) return buyer.organizationId;
  const name = await freeOrganizationName(tx, buyer.schoolName?.trim() || buyer.fullName);
  const [created] = await tx
    .insert(organizations)
    .values({ name, contactEmail: buyer.email })
    .returning({ id: organizations.id });
  if (!created) throw new Error('creating the organisation inserted nothing');
  await tx
    .update(users)
    .set({ role: 'org_admin', organizationId: created.id, updatedAt: now })
    .where(eq(users.id, userId));
  return created.id;
}

/**
 * Turns a verified, paid payment into its year of subscription, inside the caller's
 * transaction. A renewal bought before the current paid period ends adds a year to that end,
 * under a lock on the holder (user or organisation) so concurrent renewals each add theirs.
 * The unique payment id on subscriptions makes a second call for the same payment a no-op.
 */
export async function activateSubscription(
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<{ endsAt: Date }> {
  const [existing] = await tx
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(eq(subscriptions.paymentId, payment.id));
  if (existing) return existing;

  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, payment.planId));
  if (!plan) throw new Error('the plan of a paid payment no longer exists');

  const organizationId =
    plan.category === 'organization' ? await organizationOfBuyer(tx, payment.userId, now) : null;
  const owner = organizationId
    ? eq(subscriptions.organizationId, organizationId)
    : eq(subscriptions.userId, payment.userId);
  // Two renewals settled at once would both read the same running end and add one year
  // between them: lock the holder's row so each waits, then reads the other's year.
  if (organizationId) {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
  } else {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
  }

  const [running] = await tx
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(and(owner, eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  const endsAt = oneYearAfter(running ? running.endsAt : now);

  await tx
    .insert(subscriptions)
    .values({
      userId: organizationId ? null : payment.userId,
      organizationId,
      planName: payment.planName,
      status: 'active',
      startsAt: now,
      endsAt,
      teacherLimit: plan.teacherLimit,
      planId: plan.id,
      paymentId: payment.id,
      createdAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.paymentId });
  if (organizationId) {
    await tx
      .update(organizations)
      .set({ subscriptionStatus: 'active' })
      .where(eq(organizations.id, organizationId));
  }
  return { endsAt };
}
