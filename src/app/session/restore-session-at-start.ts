import { toApiError } from '../../lib/api/to-api-error.ts';
import { loadProfile } from '../../lib/session/profile-store.ts';
import { restoreSession } from '../../lib/session/session-store.ts';

/**
 * Auto login: a stored, unexpired token becomes the session at once (the app opens
 * offline too); the profile follows when the server answers.
 */
export function restoreSessionAtStart(): void {
  if (!restoreSession()) return;
  loadProfile().catch(async (thrown: unknown) => {
    // Offline or a server hiccup keeps the session; a 401 is handled by the API layer.
    await toApiError(thrown);
  });
}
