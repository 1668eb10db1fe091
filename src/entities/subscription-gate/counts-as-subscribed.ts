import type { Profile } from '../../../contract/profile.ts';
import { isSubscribed } from '../subscription/subscription-status.ts';

/**
 * Whether the profile may create new work: active or trial, and the super admin always.
 * With no profile loaded yet (offline start) the action goes ahead; the server still refuses
 * it with the subscription-required error when the item syncs.
 */
export function countsAsSubscribed(profile: Profile | null): boolean {
  if (!profile) return true;
  return profile.role === 'super_admin' || isSubscribed(profile.subscriptionStatus);
}
