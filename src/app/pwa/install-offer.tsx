import { useEffect } from 'react';

import { onEvidenceSaved } from '../../lib/engagement/evidence-saved.ts';

import { shouldOfferInstall } from './install-offer-policy.ts';
import { currentInstallRoute, readInstallOfferRecord } from './install-prompt.ts';
import { showInstallOffer } from './show-install-offer.tsx';

/**
 * Leaves the decision on `<html data-install-offer>`: a "no" shows nothing, so this is what a
 * test waits on instead of the clock (tests/e2e/install-offer.spec.ts).
 */
function markDecision(decision: 'offered' | 'none'): void {
  document.documentElement.dataset.installOffer = decision;
}

/** Offers installing the app right after a new piece of evidence is saved, when it is time. */
export function InstallOffer() {
  useEffect(
    () =>
      onEvidenceSaved(() => {
        const route = currentInstallRoute();
        if (route === 'none' || !shouldOfferInstall(readInstallOfferRecord(), route, Date.now())) {
          markDecision('none');
          return;
        }
        markDecision('offered');
        void showInstallOffer(route, { asked: false });
      }),
    [],
  );
  return null;
}
