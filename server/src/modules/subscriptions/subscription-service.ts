import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { CurrentSubscriptionView } from '../../../../contract/subscriptions.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentSubscription, type CurrentSubscription } from './current-subscription.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

type ServiceContext = Pick<FastifyInstance, 'db' | 'clock'>;

function viewOf(subscription: CurrentSubscription): NonNullable<CurrentSubscriptionView> {
  return {
    id: subscription.id,
    scope: subscription.organizationId ? 'organization' : 'personal',
    status: subscription.status,
    planName: subscription.planName,
    startsAt: subscription.startsAt.toISOString(),
    endsAt: subscription.endsAt.toISOString(),
    teacherLimit: subscription.teacherLimit,
    renewalCancelled: subscription.renewalCancelledAt !== null,
  };
}

export async function currentSubscriptionView(
  app: ServiceContext,
  user: AuthenticatedUser,
): Promise<CurrentSubscriptionView> {
  const found = await currentSubscription(
    app.db,
    { userId: user.id, organizationId: user.organizationId },
    app.clock.now(),
  );
  return found ? viewOf(found) : null;
}

/**
 * Cancelling renewal keeps access to the end of the paid period (docs/states-and-transitions.md, "How a status changes"); the period
 * then ends as cancelled instead of expired and no reminder is sent. Only a principal may
 * cancel the organisation's.
 */
export async function cancelRenewal(
  app: ServiceContext,
  user: AuthenticatedUser,
): Promise<NonNullable<CurrentSubscriptionView>> {
  const now = app.clock.now();
  const found = await currentSubscription(
    app.db,
    { userId: user.id, organizationId: user.organizationId },
    now,
  );
  if (!found || found.status !== 'active' || found.paymentId === null) {
    throw new ApiError(409, 'subscriptions.failed.noPaidSubscription');
  }
  if (found.organizationId && user.role !== 'org_admin') {
    throw new ApiError(403, 'common.error.forbidden');
  }
  const renewalCancelledAt = found.renewalCancelledAt ?? now;
  await app.db
    .update(subscriptions)
    .set({ renewalCancelledAt })
    .where(eq(subscriptions.id, found.id));
  return viewOf({ ...found, renewalCancelledAt });
}
