import { useSyncExternalStore } from 'react';

import { storageKeys } from '../../../contract/constants.ts';

import {
  parseInstallOfferRecord,
  withInstalled,
  withVisit,
  type InstallOfferRecord,
  type InstallRoute,
} from './install-offer-policy.ts';
import { isIosSafari } from './ios-safari.ts';

/** Chromium's event, held back so the app can offer installing at a better moment. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const visitMark = 'installOfferVisitCounted';

let heldPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
let route: InstallRoute = 'none';
const listeners = new Set<() => void>();

export function readInstallOfferRecord(): InstallOfferRecord {
  try {
    return parseInstallOfferRecord(localStorage.getItem(storageKeys.installOffer));
  } catch {
    return parseInstallOfferRecord(null);
  }
}

export function writeInstallOfferRecord(record: InstallOfferRecord): void {
  try {
    localStorage.setItem(storageKeys.installOffer, JSON.stringify(record));
  } catch {
    // Private browsing without storage: the offer may come again; nothing else depends on it.
  }
}

export function runsAsInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    standalone ||
    ['standalone', 'fullscreen', 'minimal-ui'].some(
      (mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches === true,
    )
  );
}

function refreshRoute(): void {
  const next: InstallRoute = installed
    ? 'none'
    : heldPrompt
      ? 'prompt'
      : isIosSafari(navigator)
        ? 'ios-instructions'
        : 'none';
  if (next === route) return;
  route = next;
  for (const listener of listeners) listener();
}

function countVisit(): void {
  try {
    if (sessionStorage.getItem(visitMark)) return;
    sessionStorage.setItem(visitMark, '1');
  } catch {
    return;
  }
  writeInstallOfferRecord(withVisit(readInstallOfferRecord()));
}

/**
 * Runs at start, before the browser's own install banner could show: counts the visit, keeps
 * Chromium's install prompt for later, and notices when the app is installed or runs installed.
 */
export function startInstallOffer(): void {
  countVisit();
  installed = runsAsInstalledApp();
  if (installed) writeInstallOfferRecord(withInstalled(readInstallOfferRecord()));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    heldPrompt = event as BeforeInstallPromptEvent;
    refreshRoute();
  });
  window.addEventListener('appinstalled', () => {
    heldPrompt = null;
    installed = true;
    writeInstallOfferRecord(withInstalled(readInstallOfferRecord()));
    refreshRoute();
  });
  refreshRoute();
}

export function currentInstallRoute(): InstallRoute {
  return route;
}

/** Shows the browser's install dialog; each held prompt can be shown only once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = heldPrompt;
  if (!event) return 'unavailable';
  heldPrompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    installed = true;
    writeInstallOfferRecord(withInstalled(readInstallOfferRecord()));
  }
  refreshRoute();
  return outcome;
}

export function useInstallRoute(): InstallRoute {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => route,
    () => 'none',
  );
}
