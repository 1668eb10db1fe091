import { whenIdle } from '../scheduling/when-idle.ts';

import { canStoreBlobs } from './blob-storage-support.ts';
import { UserDb } from './user-db.ts';

/** Whether the device's database answered its last open; the page says so when it has not. */
export type UserDbStatus = 'answering' | 'notAnswering';

/** How long an open may go without any answer before it is tried again (docs/sync.md). */
export const openAnswerMs = 4_000;
const longestOpenWaitMs = 16_000;

let current: UserDb | null = null;
let status: UserDbStatus = 'answering';
let opened: Promise<UserDb> = new Promise(() => undefined);
let resolveOpened: (db: UserDb) => void = () => undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setStatus(next: UserDbStatus): void {
  if (status === next) return;
  status = next;
  notify();
}

/**
 * Opens the user's database, and when the engine gives no answer at all (WebKit's ephemeral
 * sessions do, no success, error or `blocked`), opens it again through a fresh connection
 * after a while, waiting longer each time. Nothing is deleted; the silent open is left as it
 * is, so what waited on it is not failed.
 */
async function openPatiently(userId: string, db: UserDb, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = await Promise.race([
    db.open().then(
      () => 'open' as const,
      () => 'failed' as const,
    ),
    new Promise<'silent'>((resolve) => (timer = setTimeout(() => resolve('silent'), waitMs))),
  ]);
  clearTimeout(timer);
  if (current !== db) return;
  if (answer !== 'silent') {
    // A failed open is an answer too: Dexie gives its callers the error.
    setStatus('answering');
    resolveOpened(db);
    // Found out before the first photo is saved, but not during the first screen's reads: its
    // three writes would compete with them (a save asks for it itself if it comes first).
    if (answer === 'open') whenIdle(() => void canStoreBlobs(db));
    return;
  }
  const next = new UserDb(userId);
  current = next;
  status = 'notAnswering';
  notify();
  await openPatiently(userId, next, Math.min(waitMs * 2, longestOpenWaitMs));
}

/**
 * Opens (or keeps) the signed-in user's database; a different user's is closed first.
 * Screens follow `subscribeUserDb`: an open that got no answer is replaced by a new one.
 */
export function openUserDb(userId: string, answerMs: number = openAnswerMs): UserDb {
  if (current?.userId === userId) return current;
  closeUserDb();
  const db = new UserDb(userId);
  current = db;
  opened = new Promise((resolve) => (resolveOpened = resolve));
  void openPatiently(userId, db, answerMs);
  return db;
}

/** The signed-in user's database; features call this only behind the signed-in guard. */
export function currentUserDb(): UserDb {
  if (!current) throw new Error('No user database is open: call openUserDb at sign-in.');
  return current;
}

/** The database in use, or null when none is; for a screen that follows its replacement. */
export function userDbInUse(): UserDb | null {
  return current;
}

/** The signed-in user's database once the engine has opened it. */
export function whenUserDbOpen(): Promise<UserDb> {
  return opened;
}

export function userDbStatus(): UserDbStatus {
  return status;
}

/** Called when the database is opened anew or its status changes. */
export function subscribeUserDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** At sign-out: closes the connection and keeps the data for that user's return. */
export function closeUserDb(): void {
  current?.close();
  current = null;
  setStatus('answering');
}
