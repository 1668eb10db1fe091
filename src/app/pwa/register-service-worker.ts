import { Workbox } from 'workbox-window';

import { listenForOpenPath } from './listen-for-open-path.ts';

export interface ServiceWorkerHandlers {
  /** A new version is installed and waits; call `activate` to switch to it and reload. */
  onUpdateWaiting: (activate: () => void) => void;
}

export function registerServiceWorker({ onUpdateWaiting }: ServiceWorkerHandlers): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  listenForOpenPath(navigator.serviceWorker);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // Only an older worker controlling this page makes the waiting one an update; the first
    // install can be seen waiting too (another page of the site loading meanwhile).
    if (!navigator.serviceWorker.controller) return;
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => {
    // Refused (Firefox's private windows, a blocked or broken worker): the app works, online.
    console.warn('The app will not open offline here: its service worker was refused.', error);
  });
}
