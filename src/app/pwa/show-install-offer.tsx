import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobileDown } from '@tabler/icons-react';

import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { withDecline, type InstallRoute } from './install-offer-policy.ts';
import type { InstallAnswer } from './install-offer-message.tsx';
import { offerNotice } from './offer-notice.ts';
import {
  promptInstall,
  readInstallOfferRecord,
  writeInstallOfferRecord,
} from './install-prompt.ts';

const offerId = 'install-offer';

const loadMessage = withCatalogs(['app'], () => import('./install-offer-message.tsx'));

function rememberDecline(): void {
  writeInstallOfferRecord(withDecline(readInstallOfferRecord(), Date.now()));
}

/**
 * Shows the offer to install among the toasts, above the bottom bar. Offered at a moment
 * (`asked` false), any answer but Install is remembered as "Not now"; asked for from the
 * menu, closing it is no answer.
 */
export async function showInstallOffer(
  route: Exclude<InstallRoute, 'none'>,
  { asked }: { asked: boolean },
): Promise<void> {
  const { InstallOfferMessage } = await loadMessage();
  let answered = false;
  const answer = (given: InstallAnswer) => {
    answered = true;
    notifications.hide(offerId);
    if (given === 'install') {
      void promptInstall().then((outcome) => {
        if (outcome === 'dismissed' && !asked) rememberDecline();
      });
    } else if (!asked) {
      rememberDecline();
    }
  };
  notifications.show({
    ...offerNotice(offerId),
    icon: <IconDeviceMobileDown size={20} aria-hidden />,
    title:
      route === 'prompt' ? i18n._(msg`Install Shawahid`) : i18n._(msg`Add Shawahid to your phone`),
    message: <InstallOfferMessage route={route} onAnswer={answer} />,
    onClose: () => {
      if (!answered && !asked) rememberDecline();
    },
  });
}
