import { storageKeys } from '../../../contract/constants.ts';

/**
 * Remembers whether the user who just signed in said this device is shared (a school's
 * computer): then signing out deletes what the app kept on it for them.
 */
export function rememberSharedDevice(userId: string, shared: boolean): void {
  try {
    if (shared) localStorage.setItem(storageKeys.sharedDeviceUser, userId);
    else localStorage.removeItem(storageKeys.sharedDeviceUser);
  } catch {
    // Storage unavailable: nothing is kept across a reload either.
  }
}

export function isSharedDeviceFor(userId: string): boolean {
  try {
    return localStorage.getItem(storageKeys.sharedDeviceUser) === userId;
  } catch {
    return false;
  }
}
