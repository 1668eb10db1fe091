import { lazy, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { logout } from '../../features/auth/logout.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { isSharedDeviceFor } from '../../lib/session/shared-device.ts';

import { countUnsyncedItems } from './count-unsynced-items.ts';

// Only shows when someone logs out with unsynced work.
const UnsyncedLogoutModal = lazy(
  withCatalogs(['app'], () =>
    import('./unsynced-logout-modal.tsx').then((module) => ({
      default: module.UnsyncedLogoutModal,
    })),
  ),
);

/**
 * Logout as the avatar menu and the phone's menu drawer offer it: straight away, or first
 * asking when items still wait to be sent. Render `confirmation` where the dialog may mount.
 */
export function useSignOut(user: AccessTokenClaims): {
  askThenSignOut: () => Promise<void>;
  confirmation: ReactNode;
} {
  const navigate = useNavigate();
  const [waitingCount, setWaitingCount] = useState<number | null>(null);
  const signOut = async () => {
    setWaitingCount(null);
    // While the token still names her: the server forgets this device, which then stops
    // receiving her notifications. Offline, the browser drops it all the same.
    const { unsubscribeThisDevice } =
      await import('../../features/notifications/push/device-push.ts');
    await unsubscribeThisDevice().catch(() => undefined);
    await logout();
    await navigate('/login');
  };
  const askThenSignOut = async () => {
    const waiting = await countUnsyncedItems();
    if (waiting > 0) setWaitingCount(waiting);
    else await signOut();
  };
  const syncNow = async () => {
    setWaitingCount(null);
    const { requestReplay } = await import('../../lib/sync/schedule-replay.ts');
    await requestReplay();
  };
  const confirmation = (
    <MountWhenFirstOpened opened={waitingCount !== null}>
      {(opened) => (
        <UnsyncedLogoutModal
          opened={opened}
          waitingCount={waitingCount}
          onClose={() => setWaitingCount(null)}
          onSyncNow={() => void syncNow()}
          onLogoutAnyway={() => void signOut()}
          sharedDevice={isSharedDeviceFor(user.sub)}
        />
      )}
    </MountWhenFirstOpened>
  );
  return { askThenSignOut, confirmation };
}
