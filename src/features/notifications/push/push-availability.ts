/**
 * Whether this device can get Web Push for this user, and what stands in the way:
 * - `unsupported`: the browser has no Push API (or no service worker);
 * - `needsInstall`: an iPhone or iPad, where push reaches only an app added to the Home Screen;
 * - `sharedDevice`: the user said at sign-in this device is shared: it never subscribes;
 * - `denied`: notifications are blocked in the browser's settings;
 * - `off` / `on`: not subscribed yet, or subscribed.
 */
export type PushAvailability =
  'unsupported' | 'needsInstall' | 'sharedDevice' | 'denied' | 'off' | 'on';

export interface PushEnvironment {
  sharedDevice: boolean;
  /** Safari on an iPhone or iPad, not opened from the Home Screen. */
  iosNotInstalled: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | null;
  subscribed: boolean;
}

export function pushAvailability(environment: PushEnvironment): PushAvailability {
  if (environment.sharedDevice) return 'sharedDevice';
  if (environment.iosNotInstalled) return 'needsInstall';
  if (!environment.hasPushManager || environment.permission === null) return 'unsupported';
  if (environment.permission === 'denied') return 'denied';
  return environment.subscribed && environment.permission === 'granted' ? 'on' : 'off';
}
