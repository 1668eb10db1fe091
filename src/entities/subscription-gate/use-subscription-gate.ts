import { useCallback } from 'react';

import { useProfile } from '../../lib/session/profile-store.ts';

import { countsAsSubscribed } from './counts-as-subscribed.ts';
import { openSubscriptionDialog } from './subscription-gate-store.ts';

/**
 * `guard(action)` runs the action for a subscribed profile and otherwise opens the
 * subscription-required dialog. It reads the profile already in memory, so it also decides
 * offline.
 */
export function useSubscriptionGate(): { guard: (action: () => void) => void } {
  const profile = useProfile();
  const guard = useCallback(
    (action: () => void) => {
      if (countsAsSubscribed(profile)) action();
      else openSubscriptionDialog('required');
    },
    [profile],
  );
  return { guard };
}
