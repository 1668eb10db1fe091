import { notifyKey } from '../../lib/notify/notify.ts';
import { clearProfile } from '../../lib/session/profile-store.ts';
import { clearSession } from '../../lib/session/session-store.ts';

/** Calls the server, then always clears the session; a failed call shows 'Invalid Token'. */
export async function logout(): Promise<void> {
  try {
    // The API client and its schemas load on demand, keeping them off the first paint.
    const { logoutOnServer } = await import('./auth-api.ts');
    await logoutOnServer();
  } catch {
    notifyKey('common.error.invalidToken');
  } finally {
    clearProfile();
    clearSession();
  }
}
