import { notifications } from '@mantine/notifications';

import { ApiError } from '../../lib/api/api-error.ts';
import { startSession } from '../../lib/session/session-store.ts';
import { rememberSharedDevice } from '../../lib/session/shared-device.ts';

/**
 * Keeps a token the server returned: it must decode and be unexpired, else it is
 * removed and signing in fails with the invalid-token error (docs/states-and-transitions.md, "Sign in"). Whether the
 * device is shared is kept the moment the session exists: the user may leave the page
 * before their profile arrives, and signing out must still delete their data.
 */
export async function signInWithToken(
  accessToken: string,
  { sharedDevice = false }: { sharedDevice?: boolean } = {},
): Promise<void> {
  const session = startSession(accessToken);
  if (!session) throw new ApiError('common.error.invalidToken', null);
  rememberSharedDevice(session.user.sub, sharedDevice);
  // What went wrong on the way in (a wrong password, a dropped connection) is over now.
  notifications.clean();
  // Loaded now rather than with the login page: the profile's code brings the device
  // database and its schemas, work a phone would otherwise do before the form shows.
  const { loadProfile } = await import('../../lib/session/load-profile.ts');
  await loadProfile();
}
