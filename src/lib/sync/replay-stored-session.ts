import { readSessionMirror } from '../db/session-mirror.ts';
import { UserDb } from '../db/user-db.ts';

import type { ReplayOptions, ReplayReport } from './replay-options.ts';
import { replayOutbox } from './replay-outbox.ts';

export interface StoredSessionReplayOptions extends Omit<ReplayOptions, 'db' | 'getAccessToken'> {
  /** Default: the user's database with this build's schema. */
  openDb?: (userId: string) => UserDb;
}

/**
 * The service worker's replay: the user and token the page mirrored into IndexedDB,
 * that user's database, the shared replay. The token is read again before each
 * request, so a sign-out or another user's sign-in stops the run (nothing is sent with
 * the wrong token). Answers null when nobody is signed in.
 */
export async function replayStoredSession(
  options: StoredSessionReplayOptions,
): Promise<ReplayReport | null> {
  const session = await readSessionMirror();
  if (!session) return null;
  const { openDb = (userId: string) => new UserDb(userId), ...replayOptions } = options;
  const db = openDb(session.userId);
  try {
    return await replayOutbox({
      ...replayOptions,
      db,
      getAccessToken: async (userId) => {
        const current = await readSessionMirror();
        return current?.userId === userId ? current.accessToken : null;
      },
    });
  } finally {
    db.close();
  }
}
