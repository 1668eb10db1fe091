import type { FastifyInstance } from 'fastify';

import type { PullChange } from '../../../../contract/sync-pull.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { loadProfile } from '../profile/profile-service.ts';
import { currentSubscription } from '../subscriptions/access.ts';
import { currentSubscriptionView } from '../subscriptions/access.ts';

export type SingletonContext = Pick<FastifyInstance, 'db' | 'clock' | 'passwordHasher'>;

/** The one id of the profile and subscription rows on the device. */
export const singletonId = 'current';

export async function profileChange(
  app: SingletonContext,
  viewer: AuthenticatedUser,
): Promise<PullChange> {
  return {
    table: 'profile',
    op: 'put',
    id: singletonId,
    record: await loadProfile(app, viewer.id),
  };
}

export async function subscriptionChange(
  app: SingletonContext,
  viewer: AuthenticatedUser,
): Promise<PullChange> {
  return {
    table: 'subscription',
    op: 'put',
    id: singletonId,
    record: await currentSubscriptionView(app, viewer),
  };
}

/**
 * When the subscription covering the viewer turns expired by the clock alone, with no write
 * (both the profile and the subscription then read differently); null when it cannot.
 */
export async function lapseInstantOf(
  app: SingletonContext,
  viewer: AuthenticatedUser,
): Promise<number | null> {
  const now = app.clock.now();
  const found = await currentSubscription(
    app.db,
    { userId: viewer.id, organizationId: viewer.organizationId },
    now,
  );
  const running = found && (found.status === 'active' || found.status === 'trial');
  return running ? found.endsAt.getTime() : null;
}
