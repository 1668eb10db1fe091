import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { clearSessionMirror, writeSessionMirror } from '../../lib/db/session-mirror.ts';
import { scheduleReplay, type ReplayScheduler } from '../../lib/sync/schedule-replay.ts';
import { getSession } from '../../lib/session/session-store.ts';

let activeUserId: string | null = null;
let scheduler: ReplayScheduler | null = null;

function tokenFor(userId: string): string | null {
  const session = getSession();
  return session?.user.sub === userId ? session.token : null;
}

/**
 * Each signed-in user works in a database of their own, replayed to the server from
 * this page and, through the mirrored token, from the service worker. Another user
 * signing in on the device closes the first one's data; nothing is deleted.
 */
export async function followSessionWithLocalData(): Promise<void> {
  const session = getSession();
  const userId = session?.user.sub ?? null;
  if (session) await writeSessionMirror({ userId: session.user.sub, accessToken: session.token });

  if (userId === activeUserId) {
    // The same user signed in again (e.g. after a 401): resume what waited.
    if (scheduler) void scheduler.requestReplay();
    return;
  }
  scheduler?.stop();
  scheduler = null;
  if (activeUserId) closeUserDb();
  activeUserId = userId;
  if (!userId) {
    await clearSessionMirror();
    return;
  }
  const db = openUserDb(userId);
  scheduler = scheduleReplay({
    db,
    transport: (url, init) => fetch(url, init),
    getAccessToken: tokenFor,
  });
}
