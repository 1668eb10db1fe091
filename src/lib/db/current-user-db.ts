import { canStoreBlobs } from './blob-storage-support.ts';
import { UserDb } from './user-db.ts';

let current: UserDb | null = null;

/** Opens (or keeps) the signed-in user's database; a different user's is closed first. */
export function openUserDb(userId: string): UserDb {
  if (current?.userId === userId) return current;
  closeUserDb();
  current = new UserDb(userId);
  // Found out now, so the first photo saved does not wait for it.
  void canStoreBlobs(current);
  return current;
}

/** The signed-in user's database; features call this only behind the signed-in guard. */
export function currentUserDb(): UserDb {
  if (!current) throw new Error('No user database is open: call openUserDb at sign-in.');
  return current;
}

/** At sign-out: closes the connection and keeps the data for that user's return. */
export function closeUserDb(): void {
  current?.close();
  current = null;
}
