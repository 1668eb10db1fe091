import { profileEndpoints } from '../../../contract/endpoints/profile.ts';
import type { Profile } from '../../../contract/profile.ts';
import { callEndpoint } from '../api/api-client.ts';

import { setProfile } from './profile-store.ts';

/** GET /profile; the answer is merged into what the app knows of the user. */
export async function loadProfile(): Promise<Profile> {
  const loaded = await callEndpoint(profileEndpoints.read);
  setProfile(loaded);
  return loaded;
}
