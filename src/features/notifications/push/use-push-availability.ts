import { useCallback, useEffect, useState } from 'react';

import { isSharedDeviceFor } from '../../../lib/session/shared-device.ts';

import { browserHasPush, deviceIsSubscribed, notificationPermission } from './device-push.ts';
import { pushAvailability, type PushAvailability } from './push-availability.ts';

/** This device's push state for the user, read from the browser. */
export async function readPushAvailability(
  userId: string,
  iosNotInstalled: boolean,
): Promise<PushAvailability> {
  const subscribed = await deviceIsSubscribed().catch(() => false);
  return pushAvailability({
    sharedDevice: isSharedDeviceFor(userId),
    iosNotInstalled,
    hasPushManager: browserHasPush(),
    permission: notificationPermission(),
    subscribed,
  });
}

/** This device's push state for the user, and a way to read it again after a change. */
export function usePushAvailability(
  userId: string,
  iosNotInstalled: boolean,
): { availability: PushAvailability | null; recheck: () => void } {
  const [availability, setAvailability] = useState<PushAvailability | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    let current = true;
    void readPushAvailability(userId, iosNotInstalled).then((next) => {
      if (current) setAvailability(next);
    });
    return () => {
      current = false;
    };
  }, [userId, iosNotInstalled, checks]);
  const recheck = useCallback(() => setChecks((count) => count + 1), []);
  return { availability, recheck };
}
