import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
// One typeface for Arabic and Latin: regular, medium (buttons) and bold (600 and 700 use it).
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { Locale } from '../contract/constants.ts';

import { App } from './app/app.tsx';
import { startInstallOffer } from './app/pwa/install-prompt.ts';
import { preloadScreensOnIntent } from './app/routes/preload-on-intent.ts';
import { preloadScreenFor } from './app/routes/route-screens.tsx';
import { askScreenDataEarly, readScreenDataEarly } from './app/routes/screen-data-early.ts';
import { handleUnauthorizedResponses } from './app/session/handle-unauthorized.ts';
import { keepLocalDataWithSession } from './app/session/keep-local-data-with-session.ts';
import { openUserDbAtStart } from './app/session/open-user-db-at-start.ts';
import { restoreSessionAtStart } from './app/session/restore-session-at-start.ts';
import { applyManifestLocale } from './lib/i18n/apply-manifest-locale.ts';
import { activateLocale } from './lib/i18n/i18n.ts';
import { detectInitialLocale } from '../contract/locale.ts';

import { readStoredLocale } from './lib/i18n/locale-preference.ts';
import { getSession } from './lib/session/session-store.ts';

/**
 * The server answers / with the landing page rendered at build time for a signed-out
 * visitor in one language (scripts/vite/prerender-landing.ts); only that very page can be
 * hydrated, anything else is rendered anew.
 */
function isPrerenderedFor(root: HTMLElement, locale: Locale): boolean {
  return root.dataset.prerendered === locale && location.pathname === '/' && getSession() === null;
}

async function start(): Promise<void> {
  handleUnauthorizedResponses();
  preloadScreensOnIntent();
  startInstallOffer();
  restoreSessionAtStart();
  // The screen's server data travels with its code and the words rather than after them.
  void askScreenDataEarly(location.pathname, location.search).catch(() => undefined);
  // What it first shows from the device is read too, and not waited for: a first render after
  // the answers shows them, an earlier one reads as always (src/lib/live-data/early-reads.ts).
  const userDbOpened = openUserDbAtStart();
  void userDbOpened
    .then(() => readScreenDataEarly(location.pathname, location.search))
    .catch(() => undefined);
  keepLocalDataWithSession();
  const locale = detectInitialLocale(readStoredLocale(), navigator.languages);
  // boot.js turned the page to its language before the first paint; the install manifest
  // follows now rather than once the words have loaded.
  applyManifestLocale(locale);
  await activateLocale(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const hydrate = isPrerenderedFor(root, locale);
  // The marker also tells boot.js's style to hide a page that cannot be hydrated.
  root.removeAttribute('data-prerendered');
  if (hydrate) {
    await preloadScreenFor('/');
    // In a transition, hydration runs in slices: the page is already visible, and a long
    // task here would only keep the visitor's first tap waiting.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, { componentStack }) => {
          console.error('Hydrating the pre-rendered page failed in part:', error, componentStack);
        },
      });
    });
    return;
  }
  const [screen, userDb] = await Promise.allSettled([
    preloadScreenFor(location.pathname),
    userDbOpened,
  ]);
  // Code that did not arrive (offline without a cache) is left to the route, which shows its
  // own error, and to the first screen that reads the database, which opens it itself.
  if (screen.status === 'rejected' || userDb.status === 'rejected') {
    console.warn('Starting without a part loaded ahead', screen, userDb);
  }
  root.replaceChildren();
  // A transition lets React render the first screen in slices, between which the
  // browser can paint and answer input, instead of one long task on a slow phone.
  startTransition(() => {
    createRoot(root).render(app);
  });
}

void start();
