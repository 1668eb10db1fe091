import { useSyncExternalStore } from 'react';

import type { Profile } from '../../../contract/profile.ts';

let profile: Profile | null = null;
const listeners = new Set<() => void>();

export function setProfile(next: Profile | null): void {
  profile = next;
  for (const listener of listeners) listener();
}

export function currentProfile(): Profile | null {
  return profile;
}

export function clearProfile(): void {
  setProfile(null);
}

export function useProfile(): Profile | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => profile,
  );
}
