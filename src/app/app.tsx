import { lazy, useEffect } from 'react';

import { withCatalogs } from '../lib/i18n/i18n.ts';
import { MountWhenFirstOpened } from '../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { useChatLauncher } from '../lib/support-chat/chat-launcher.ts';

import { InstallOffer } from './pwa/install-offer.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { firstScreenCommitted } from './start/first-screen.ts';
import { AppProviders } from './providers/app-providers.tsx';
import { AppRouter, type LocationRouter } from './routes/app-router.tsx';
import { ScreenErrorBoundary } from '../components/screen-error-boundary/screen-error-boundary.tsx';

const ContactDrawer = lazy(
  withCatalogs(['lib', 'support-chat'], () =>
    import('../features/support-chat/contact-drawer.tsx').then((module) => ({
      default: module.ContactDrawer,
    })),
  ),
);

/** The contact drawer and its chat load the first time someone opens them. */
function ContactDrawerHost() {
  const { opened } = useChatLauncher();
  return (
    <MountWhenFirstOpened opened={opened}>
      {(drawnOpen) => <ContactDrawer opened={drawnOpen} />}
    </MountWhenFirstOpened>
  );
}

/** The whole app; `Router` is given only when pre-rendering a fixed location. */
export function App({ Router }: { Router?: LocationRouter }) {
  useEffect(firstScreenCommitted, []);
  return (
    <AppProviders>
      {/* The layout's own failures; each screen has a boundary of its own inside it. */}
      <ScreenErrorBoundary>
        <AppRouter Router={Router} />
      </ScreenErrorBoundary>
      <ContactDrawerHost />
      <UpdatePrompt />
      <InstallOffer />
    </AppProviders>
  );
}
