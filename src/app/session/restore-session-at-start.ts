import { restoreSession } from '../../lib/session/session-store.ts';
import { afterFirstScreen } from '../start/first-screen.ts';

/**
 * Auto login: a stored, unexpired token becomes the session at once (the app opens
 * offline too); the profile follows, once the first screen shows, when the server answers.
 */
export function restoreSessionAtStart(): void {
  if (!restoreSession()) return;
  afterFirstScreen()
    .then(() => import('../../lib/session/load-profile.ts'))
    .then(({ loadProfile }) => loadProfile())
    .catch(() => {
      // Offline or a server hiccup keeps the session; a 401 is handled by the API layer.
    });
}
