import type { ReactNode } from 'react';

import { AlreadySubscribedModal } from './already-subscribed-modal.tsx';
import { SubscriptionRequiredModal } from './subscription-required-modal.tsx';

/** Renders the shared subscription dialogs once; `chooser` is the plan chooser to show. */
export function SubscriptionGateHost({ chooser }: { chooser?: ReactNode }) {
  return (
    <>
      <SubscriptionRequiredModal />
      <AlreadySubscribedModal />
      {chooser}
    </>
  );
}
