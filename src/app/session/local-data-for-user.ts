import { DefaultHttpStack } from 'tus-js-client';

import { ApiError } from '../../lib/api/api-error.ts';
import { reportUnauthorized } from '../../lib/api/unauthorized-handler.ts';
import { closeUserDb, openUserDb, whenUserDbOpen } from '../../lib/db/current-user-db.ts';
import { clearSessionMirror, writeSessionMirror } from '../../lib/db/session-mirror.ts';
import { schedulePull, type PullScheduler } from '../../lib/sync/schedule-pull.ts';
import { scheduleReplay, type ReplayScheduler } from '../../lib/sync/schedule-replay.ts';
import { getSession } from '../../lib/session/session-store.ts';

import { listenForPokes } from './listen-for-pokes.ts';
import { pullMappings } from './pull-mappings.ts';
import { refreshCopiesAfterPull } from './refresh-after-pull.ts';

let activeUserId: string | null = null;
let scheduler: ReplayScheduler | null = null;
let puller: PullScheduler | null = null;
let stopPokes: (() => void) | null = null;

function tokenFor(userId: string): string | null {
  const session = getSession();
  return session?.user.sub === userId ? session.token : null;
}

/**
 * Each signed-in user works in a database of their own, replayed to the server from
 * this page and, through the mirrored token, from the service worker, and brought up to
 * date by the pull. Another user signing in on the device closes the first one's data;
 * nothing is deleted.
 */
export async function followSessionWithLocalData(): Promise<void> {
  const session = getSession();
  const userId = session?.user.sub ?? null;
  if (session) await writeSessionMirror({ userId: session.user.sub, accessToken: session.token });

  if (userId === activeUserId) {
    // The same user signed in again (e.g. after a 401): resume what waited.
    if (scheduler) void scheduler.requestReplay();
    if (puller) void puller.requestPull();
    return;
  }
  scheduler?.stop();
  scheduler = null;
  puller?.stop();
  puller = null;
  stopPokes?.();
  stopPokes = null;
  if (activeUserId) closeUserDb();
  activeUserId = userId;
  if (!userId) {
    await clearSessionMirror();
    return;
  }
  openUserDb(userId);
  // Sync follows the connection that answered: an open that got none is tried again anew.
  void whenUserDbOpen().then((db) => {
    if (activeUserId !== userId || scheduler) return;
    const transport = (url: string, init: RequestInit) => fetch(url, init);
    // The token each run sent: a 401 for a token this device has replaced since (its own new
    // password, "sign out of all other devices") is no sign-out; the run is tried again.
    let pullToken: string | null = null;
    let replayToken: string | null = null;
    const replacedSince = (sent: string | null) => sent !== null && sent !== getSession()?.token;
    const pulls = schedulePull({
      db,
      transport,
      getAccessToken: (id) => (pullToken = tokenFor(id)),
      mappings: pullMappings,
      // The server ended the session (a sign-out elsewhere, a new password): sign in again,
      // as for any other call; what waits on the device stays.
      onReport: (report) => {
        refreshCopiesAfterPull(report);
        if (report.outcome !== 'needs_sign_in' || !getSession()) return;
        if (replacedSince(pullToken)) void pulls.requestPull();
        else reportUnauthorized(new ApiError('common.error.unauthorized', 401));
      },
    });
    puller = pulls;
    stopPokes = listenForPokes(
      () => tokenFor(userId),
      () => void pulls.requestPull(),
    );
    const replays = scheduleReplay({
      db,
      transport,
      getAccessToken: (id) => (replayToken = tokenFor(id)),
      // XMLHttpRequest reports each byte of an upload as it leaves; fetch cannot.
      uploadHttpStack: new DefaultHttpStack({}),
      // A run that threw (a device database error) is tried again; it must not pass unseen.
      onError: (error) => console.error('The outbox replay failed; it will be tried again', error),
      // What the server made of the writes (file previews, the principal's changes) comes back.
      onReport: (report) => {
        if (report.sent > 0) void pulls.requestPull();
        if (report.outcome === 'needs_sign_in' && replacedSince(replayToken)) {
          void replays.requestReplay();
        }
      },
    });
    scheduler = replays;
  });
}
