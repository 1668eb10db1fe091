import { onUnauthorized } from '../../lib/api/unauthorized-handler.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { clearProfile } from '../../lib/session/profile-store.ts';
import { clearSession } from '../../lib/session/session-store.ts';
import { navigateOutsideReact } from '../routes/navigate-outside-react.ts';

/** A 401 from any call logs a logged-in user out and sends them to /login (docs/states-and-transitions.md, "A 401 from any call"). */
export function handleUnauthorizedResponses(): void {
  onUnauthorized(() => {
    clearProfile();
    clearSession();
    notifyKey('common.error.unauthorized');
    navigateOutsideReact('/login', { replace: true });
  });
}
