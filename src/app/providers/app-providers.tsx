import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, useEffect, type ReactNode } from 'react';

import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { SubscriptionGateHost } from '../../entities/subscription-gate/subscription-gate-host.tsx';
import { i18n, withCatalogs } from '../../lib/i18n/i18n.ts';
import { directionOf } from '../../lib/i18n/locale-preference.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { appCssVariablesResolver, appTheme, colorSchemeManager } from '../../lib/theme/theme.ts';
import { navigateOutsideReact } from '../routes/navigate-outside-react.ts';

const Toasts = lazy(() => import('./toasts.tsx'));
const PlanChooserModal = lazy(
  withCatalogs(['entities', 'subscriptions'], () =>
    import('../../features/subscriptions/plan-chooser-modal.tsx').then((module) => ({
      default: module.PlanChooserModal,
    })),
  ),
);

/** Keeps Mantine's direction in step with the active language. */
function DirectionFromLocale() {
  const { locale } = useLocale();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}

/** Mounts the toast stack when the first toast is shown; its code stays off the first paint. */
function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications();
  return (
    <MountWhenFirstOpened opened={notifications.length + queue.length > 0}>
      {() => <Toasts />}
    </MountWhenFirstOpened>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(i18n.locale === 'ar' ? 'ar' : 'en')}>
        <MantineProvider
          theme={appTheme}
          cssVariablesResolver={appCssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <DirectionFromLocale />
          <ToastsWhenNeeded />
          {children}
          <SubscriptionGateHost
            chooser={(opened) => (
              <PlanChooserModal opened={opened} onNavigate={(to) => navigateOutsideReact(to)} />
            )}
          />
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
