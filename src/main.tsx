import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';
import { handleUnauthorizedResponses } from './app/session/handle-unauthorized.ts';
import { keepLocalDataWithSession } from './app/session/keep-local-data-with-session.ts';
import { restoreSessionAtStart } from './app/session/restore-session-at-start.ts';
import { activateLocale } from './lib/i18n/i18n.ts';
import { detectInitialLocale, readStoredLocale } from './lib/i18n/locale-preference.ts';

async function start(): Promise<void> {
  handleUnauthorizedResponses();
  restoreSessionAtStart();
  keepLocalDataWithSession();
  await activateLocale(detectInitialLocale(readStoredLocale(), navigator.languages));
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
