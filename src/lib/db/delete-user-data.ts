import Dexie from 'dexie';

import { closeUserDb } from './current-user-db.ts';
import { userDbName } from './user-db.ts';

/**
 * Deletes everything the app kept on this device for a user who signed out of a shared one:
 * their database with its records, files and outbox. Another tab or the service worker holding
 * it open closes it when asked (Dexie closes on `versionchange`).
 */
export async function deleteUserData(userId: string): Promise<void> {
  closeUserDb();
  await Dexie.delete(userDbName(userId));
}
