import Dexie from 'dexie';

import { closeUserDb } from './current-user-db.ts';
import { clearSessionMirror } from './session-mirror.ts';
import { userDbName } from './user-db.ts';

// A service worker caught mid-replay may open the database once more after it was deleted.
const deleteAttempts = 3;
const settleMs = 250;

/**
 * Deletes everything the app kept on this device for a user who signed out of a shared one:
 * their database with its records, files and outbox. The session mirror goes first, so the
 * service worker starts no new replay for them; one already running closes the database when
 * asked (Dexie closes on `versionchange`), but may open it again, so the deletion is checked.
 */
export async function deleteUserData(userId: string): Promise<void> {
  await clearSessionMirror();
  closeUserDb();
  const name = userDbName(userId);
  for (let attempt = 0; attempt < deleteAttempts; attempt += 1) {
    await Dexie.delete(name);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    if (!(await Dexie.exists(name))) return;
  }
}
