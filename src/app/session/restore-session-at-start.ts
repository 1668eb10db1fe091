import { restoreSession } from '../../lib/session/session-store.ts';
import { schemasEvaluatedInSlices } from '../start/evaluate-in-slices.ts';
import { afterFirstScreen } from '../start/first-screen.ts';

/**
 * Auto login: a stored, unexpired token becomes the session at once (the app opens
 * offline too); the profile follows once the first screen shows: the copy this device kept
 * at once, then the server's answer when it comes.
 */
export function restoreSessionAtStart(): void {
  const session = restoreSession();
  if (!session) return;
  afterFirstScreen()
    .then(schemasEvaluatedInSlices)
    .then(() => import('../../lib/session/load-profile.ts'))
    .then(async ({ loadProfile, showProfileCopy }) => {
      await showProfileCopy(session.user.sub);
      await loadProfile();
    })
    .catch(() => {
      // Offline or a server hiccup keeps the session; a 401 is handled by the API layer.
    });
}
