import { useSyncExternalStore } from 'react';

import {
  currentUserDb,
  openUserDb,
  subscribeUserDb,
  userDbInUse,
  userDbStatus,
  type UserDbStatus,
} from '../db/current-user-db.ts';
import type { UserDb } from '../db/user-db.ts';
import { useSession } from './session-store.ts';

/**
 * The signed-in user's database. The app opens it at sign-in, but lazily: a page loaded
 * straight from its address may render first, so it opens the same one (the call is
 * idempotent for the same user and the app's later call gets this very instance). When an
 * open got no answer and was tried again, the screen renders with the new connection.
 */
export function useUserDb(): UserDb {
  const session = useSession();
  useSyncExternalStore(subscribeUserDb, userDbInUse);
  if (!session) return currentUserDb();
  return openUserDb(session.user.sub);
}

/** Whether the device's database is answering, for a line that says so when it is not. */
export function useUserDbStatus(): UserDbStatus {
  return useSyncExternalStore(subscribeUserDb, userDbStatus);
}
