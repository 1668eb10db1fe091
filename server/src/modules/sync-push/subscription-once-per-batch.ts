import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { Clock } from '../../plugins/clock.ts';
import { requireActiveSubscription } from '../subscriptions/access.ts';

/**
 * The routes' subscription check for a whole batch: asked of the database at the first write
 * that needs it, then answered the same for the batch's other writes, as nothing a batch
 * applies changes a subscription. A failure that is not a verdict (the database) is not kept.
 */
export function subscriptionOncePerBatch(
  caller: AuthenticatedUser,
  clock: Clock,
): (db: Database) => Promise<void> {
  let verdict: 'allowed' | ApiError | undefined;
  return async (db) => {
    if (verdict === undefined) {
      try {
        await requireActiveSubscription(db, caller, clock.now());
        verdict = 'allowed';
      } catch (error) {
        if (error instanceof ApiError) verdict = error;
        throw error;
      }
    }
    if (verdict instanceof ApiError) throw verdict;
  };
}
