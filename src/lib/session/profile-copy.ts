import type { Profile } from '../../../contract/profile.ts';
import { openUserDb } from '../db/current-user-db.ts';

const profileCopies = (userId: string) => openUserDb(userId).table<Profile, string>('profileCopy');

/** Keeps the profile the server answered on the device, in its user's database. */
export async function keepProfileCopy(profile: Profile): Promise<void> {
  await profileCopies(profile.id).put(profile);
}

/** The profile this device last had from the server for the user, if any. */
export function profileCopyOf(userId: string): Promise<Profile | undefined> {
  return profileCopies(userId).get(userId);
}
