import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentSubscription } from './current-subscription.ts';

/**
 * Refuses to create new work (achievements, plans) for a user who is neither on an active
 * paid period nor on the trial; reading and exporting stay open (docs/roles-and-permissions.md, "Subscriptions and payments").
 * The super admin runs the platform and needs no subscription.
 */
export async function requireActiveSubscription(
  db: Database,
  user: Pick<AuthenticatedUser, 'id' | 'role' | 'organizationId'>,
  now: Date,
): Promise<void> {
  if (user.role === 'super_admin') return;
  const subscription = await currentSubscription(
    db,
    { userId: user.id, organizationId: user.organizationId },
    now,
  );
  if (subscription?.status === 'active' || subscription?.status === 'trial') return;
  throw new ApiError(402, 'subscriptions.failed.subscriptionRequired');
}
