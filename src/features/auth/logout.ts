import { notifyKey } from '../../lib/notify/notify.ts';
import { forgetUserStorage } from '../../lib/session/forget-user-storage.ts';
import { clearProfile } from '../../lib/session/profile-store.ts';
import { getSession, clearSession } from '../../lib/session/session-store.ts';
import { isSharedDeviceFor, rememberSharedDevice } from '../../lib/session/shared-device.ts';

/**
 * Calls the server, then always clears the session; a failed call shows 'Invalid Token'. On a
 * device the user marked as shared, what the app kept there for them is deleted too: their
 * database and the copies in localStorage, which the server's Clear-Site-Data cannot reach
 * when the call fails (offline).
 */
export async function logout(): Promise<void> {
  const userId = getSession()?.user.sub ?? null;
  const shared = userId !== null && isSharedDeviceFor(userId);
  try {
    // The API client and its schemas load on demand, keeping them off the first paint.
    const { logoutOnServer } = await import('./auth-api.ts');
    await logoutOnServer(shared);
  } catch {
    notifyKey('common.error.invalidToken');
  } finally {
    clearProfile();
    clearSession();
  }
  if (userId && shared) {
    rememberSharedDevice(userId, false);
    forgetUserStorage(userId);
    const { deleteUserData } = await import('../../lib/db/delete-user-data.ts');
    await deleteUserData(userId);
  }
}
