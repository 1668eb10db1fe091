import { useEffect } from 'react';

import { onEvidenceSaved } from '../../lib/engagement/evidence-saved.ts';

import { shouldOfferInstall } from './install-offer-policy.ts';
import { currentInstallRoute, readInstallOfferRecord } from './install-prompt.ts';
import { showInstallOffer } from './show-install-offer.tsx';

/** Offers installing the app right after a new piece of evidence is saved, when it is time. */
export function InstallOffer() {
  useEffect(
    () =>
      onEvidenceSaved(() => {
        const route = currentInstallRoute();
        if (route === 'none' || !shouldOfferInstall(readInstallOfferRecord(), route, Date.now())) {
          return;
        }
        void showInstallOffer(route, { asked: false });
      }),
    [],
  );
  return null;
}
