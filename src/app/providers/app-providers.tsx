import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';

import { toastRules } from '../../../contract/constants.ts';
import { SubscriptionGateHost } from '../../components/subscription-gate/subscription-gate-host.tsx';
import { PlanChooserModal } from '../../features/subscriptions/plan-chooser-modal.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { directionOf } from '../../lib/i18n/locale-preference.ts';
import { appCssVariablesResolver, appTheme, colorSchemeManager } from '../../lib/theme/theme.ts';
import { appRouter } from '../routes/app-router.tsx';

/** Keeps Mantine's direction in step with the active language. */
function DirectionFromLocale() {
  const { locale } = useLocale();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}

function Toasts() {
  const { dir } = useDirection();
  // Toasts sit at the reading end of the screen: bottom-right, bottom-left in Arabic.
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      autoClose={toastRules.autoCloseMs}
      limit={toastRules.limit}
    />
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
          <Toasts />
          {children}
          <SubscriptionGateHost
            chooser={<PlanChooserModal onNavigate={(to) => void appRouter.navigate(to)} />}
          />
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
