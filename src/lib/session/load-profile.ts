import { zProfile, type Profile } from '../../../contract/profile.ts';
import { apiCall } from '../api/api-client.ts';

import { setProfile } from './profile-store.ts';

/** GET /profile; the answer is merged into what the app knows of the user. */
export async function loadProfile(): Promise<Profile> {
  const loaded = await apiCall('get', '/profile', zProfile);
  setProfile(loaded);
  return loaded;
}
