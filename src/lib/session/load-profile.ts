import { profileEndpoints } from '../../../contract/endpoints/profile.ts';
import type { Profile } from '../../../contract/profile.ts';
import { callEndpoint } from '../api/api-client.ts';

import { keepProfileCopy, profileCopyOf } from './profile-copy.ts';
import { currentProfile, setProfile } from './profile-store.ts';

/**
 * GET /profile; the answer is merged into what the app knows of the user, and kept on the
 * device so the app shows it offline next time (`showProfileCopy`).
 */
export async function loadProfile(): Promise<Profile> {
  const loaded = await callEndpoint(profileEndpoints.read);
  setProfile(loaded);
  // A device that cannot store it still has the profile for this visit.
  await keepProfileCopy(loaded).catch(() => undefined);
  return loaded;
}

/**
 * At start, before the server answers (or when it cannot: offline), the profile this device
 * kept, so the profile page and the menus show it instead of waiting.
 */
export async function showProfileCopy(userId: string): Promise<void> {
  const copy = await profileCopyOf(userId).catch(() => undefined);
  if (copy && currentProfile() === null) setProfile(copy);
}
