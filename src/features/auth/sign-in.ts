import { ApiError } from '../../lib/api/api-error.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';
import { startSession } from '../../lib/session/session-store.ts';

/**
 * Keeps a token the server returned: it must decode and be unexpired, else it is
 * removed and signing in fails with the invalid-token error (spec section 4).
 */
export async function signInWithToken(accessToken: string): Promise<void> {
  if (!startSession(accessToken)) throw new ApiError('common.error.invalidToken', null);
  await loadProfile();
}
