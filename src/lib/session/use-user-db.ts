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
  return useSignedInUserDb() ?? currentUserDb();
}

/**
 * The signed-in user's database, opened as `useUserDb` does, or null when no one is signed
 * in: for a part of the layout drawn on every screen, before or after sign-in.
 */
export function useSignedInUserDb(): UserDb | null {
  const session = useSession();
  // Opened before the store is read: a store that changes during the render that reads it
  // makes React draw the whole screen again at once (the app opens it before its first
  // render for the same reason, src/app/session/open-user-db-at-start.ts).
  const db = session ? openUserDb(session.user.sub) : null;
  useSyncExternalStore(subscribeUserDb, userDbInUse);
  return db;
}

/** Whether the device's database is answering, for a line that says so when it is not. */
export function useUserDbStatus(): UserDbStatus {
  return useSyncExternalStore(subscribeUserDb, userDbStatus);
}
