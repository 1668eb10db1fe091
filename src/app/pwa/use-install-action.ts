import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { promptInstall, useInstallRoute } from './install-prompt.ts';
import { showInstallOffer } from './show-install-offer.tsx';

export interface InstallAction {
  label: MessageDescriptor;
  run: () => void;
}

/**
 * The menus' way to install, whenever the browser offers one: its own dialog, or on an iPhone
 * the steps through Safari's Share. Asked for, it never counts as a "Not now".
 */
export function useInstallAction(): InstallAction | null {
  const route = useInstallRoute();
  if (route === 'prompt') return { label: msg`Install app`, run: () => void promptInstall() };
  if (route === 'ios-instructions') {
    return {
      label: msg`Add to Home Screen`,
      run: () => void showInstallOffer(route, { asked: true }),
    };
  }
  return null;
}
