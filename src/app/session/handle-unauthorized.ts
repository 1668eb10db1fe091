import { onUnauthorized } from '../../lib/api/api-client.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { clearProfile } from '../../lib/session/profile-store.ts';
import { clearSession } from '../../lib/session/session-store.ts';
import { appRouter } from '../routes/app-router.tsx';

/** A 401 from any call logs a logged-in user out and sends them to /login (spec section 4). */
export function handleUnauthorizedResponses(): void {
  onUnauthorized(() => {
    clearProfile();
    clearSession();
    notifyKey('common.error.unauthorized');
    void appRouter.navigate('/login', { replace: true });
  });
}
