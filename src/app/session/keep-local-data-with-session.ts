import { getSession, subscribeSession } from '../../lib/session/session-store.ts';
import { schemasEvaluatedInSlices } from '../start/evaluate-in-slices.ts';
import { afterFirstScreen } from '../start/first-screen.ts';

/**
 * Opens the signed-in user's local database and sync as the session changes. The
 * module holding Dexie and the sync engine loads only once someone signs in, so the
 * public pages never download it; at start it waits for the first screen to show.
 */
export function keepLocalDataWithSession(): void {
  let queue = afterFirstScreen();
  let everSignedIn = false;
  const follow = () => {
    everSignedIn ||= getSession() !== null;
    if (!everSignedIn) return;
    queue = queue
      .then(schemasEvaluatedInSlices)
      .then(() => import('./local-data-for-user.ts'))
      .then(({ followSessionWithLocalData }) => followSessionWithLocalData())
      .catch((error: unknown) => console.error('Local data could not follow the session', error));
  };
  subscribeSession(follow);
  follow();
}
