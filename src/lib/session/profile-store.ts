import { useSyncExternalStore } from 'react';

import { zProfile, type Profile } from '../../../contract/profile.ts';
import { apiCall } from '../api/api-client.ts';

let profile: Profile | null = null;
const listeners = new Set<() => void>();

function setProfile(next: Profile | null): void {
  profile = next;
  for (const listener of listeners) listener();
}

/** GET /profile; the answer is merged into what the app knows of the user. */
export async function loadProfile(): Promise<Profile> {
  const loaded = await apiCall('get', '/profile', zProfile);
  setProfile(loaded);
  return loaded;
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
