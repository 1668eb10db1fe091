import { lazy, type ReactNode } from 'react';

import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { useSubscriptionDialog } from './subscription-gate-store.ts';

const SubscriptionRequiredModal = lazy(
  withCatalogs(['entities'], () =>
    import('./subscription-required-modal.tsx').then((module) => ({
      default: module.SubscriptionRequiredModal,
    })),
  ),
);
const AlreadySubscribedModal = lazy(
  withCatalogs(['entities'], () =>
    import('./already-subscribed-modal.tsx').then((module) => ({
      default: module.AlreadySubscribedModal,
    })),
  ),
);

/**
 * Renders the shared subscription dialogs once, each loaded the first time it opens;
 * `chooser` is the plan chooser to show.
 */
export function SubscriptionGateHost({ chooser }: { chooser?: (opened: boolean) => ReactNode }) {
  const dialog = useSubscriptionDialog();
  return (
    <>
      <MountWhenFirstOpened opened={dialog === 'required'}>
        {(opened) => <SubscriptionRequiredModal opened={opened} />}
      </MountWhenFirstOpened>
      <MountWhenFirstOpened opened={dialog === 'alreadySubscribed'}>
        {(opened) => <AlreadySubscribedModal opened={opened} />}
      </MountWhenFirstOpened>
      {chooser && (
        <MountWhenFirstOpened opened={dialog === 'chooser'}>{chooser}</MountWhenFirstOpened>
      )}
    </>
  );
}
