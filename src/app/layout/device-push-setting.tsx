import { useMemo } from 'react';

import { PushSetting } from '../../features/notifications/push/push-setting.tsx';
import { usePushAvailability } from '../../features/notifications/push/use-push-availability.ts';
import { iosNeedsInstallForPush } from '../pwa/ios-needs-install-for-push.ts';
import { IosInstallSteps } from '../pwa/ios-install-steps.tsx';

/** This device's notifications for the user: turn them on, or why not here. */
export function DevicePushSetting({
  userId,
  onAnswered,
  onNotNow,
  bare = false,
}: {
  userId: string;
  onAnswered?: () => void;
  onNotNow?: () => void;
  bare?: boolean;
}) {
  const iosNotInstalled = useMemo(() => iosNeedsInstallForPush(), []);
  const { availability, recheck } = usePushAvailability(userId, iosNotInstalled);
  if (!availability) return null;
  return (
    <PushSetting
      availability={availability}
      installSteps={<IosInstallSteps />}
      onChanged={() => {
        recheck();
        onAnswered?.();
      }}
      onNotNow={onNotNow}
      bare={bare}
    />
  );
}
