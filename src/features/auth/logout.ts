import { notifyKey } from '../../lib/notify/notify.ts';
import { clearProfile } from '../../lib/session/profile-store.ts';
import { clearSession } from '../../lib/session/session-store.ts';

import { logoutOnServer } from './auth-api.ts';

/** Calls the server, then always clears the session; a failed call shows 'Invalid Token'. */
export async function logout(): Promise<void> {
  try {
    await logoutOnServer();
  } catch {
    notifyKey('common.error.invalidToken');
  } finally {
    clearProfile();
    clearSession();
  }
}
