import { lazy } from 'react';

import { withCatalogs } from '../lib/i18n/i18n.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { MountWhenFirstOpened } from './mount-when-first-opened/mount-when-first-opened.tsx';

const ConfirmDialog = lazy(
  withCatalogs(['components'], async () => ({
    default: (await import('./confirm-dialog.tsx')).ConfirmDialog,
  })),
);

/**
 * `ConfirmDialog` whose code (the modal) is loaded the first time it opens, for a screen that
 * draws its first rows without it (docs/achievements-at-scale.md).
 */
export function DeferredConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountWhenFirstOpened opened={props.opened}>
      {(opened) => <ConfirmDialog {...props} opened={opened} />}
    </MountWhenFirstOpened>
  );
}
