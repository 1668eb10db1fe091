import { runsAsInstalledApp } from './install-prompt.ts';
import { isIosSafari } from './ios-safari.ts';

/** On iPhone and iPad (iOS 16.4+), Web Push reaches only an app added to the Home Screen. */
export function iosNeedsInstallForPush(): boolean {
  return isIosSafari(navigator) && !runsAsInstalledApp();
}
