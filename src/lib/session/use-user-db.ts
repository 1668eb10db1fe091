import { currentUserDb, openUserDb } from '../db/current-user-db.ts';
import type { UserDb } from '../db/user-db.ts';
import { useSession } from './session-store.ts';

/**
 * The signed-in user's database. The app opens it at sign-in, but lazily: a page loaded
 * straight from its address may render first, so it opens the same one (the call is
 * idempotent for the same user and the app's later call gets this very instance).
 */
export function useUserDb(): UserDb {
  const session = useSession();
  if (!session) return currentUserDb();
  return openUserDb(session.user.sub);
}
