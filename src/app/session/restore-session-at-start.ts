import { restoreSession } from '../../lib/session/session-store.ts';

/**
 * Auto login: a stored, unexpired token becomes the session at once (the app opens
 * offline too); the profile follows when the server answers.
 */
export function restoreSessionAtStart(): void {
  if (!restoreSession()) return;
  import('../../lib/session/load-profile.ts')
    .then(({ loadProfile }) => loadProfile())
    .catch(() => {
      // Offline or a server hiccup keeps the session; a 401 is handled by the API layer.
    });
}
