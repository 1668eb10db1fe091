import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';

import classes from './offer-notice.module.css';

/**
 * How an offer (install the app, turn on notifications) sits among the toasts: until answered,
 * and out of sight while a dialog is open.
 */
export function offerNotice(
  id: string,
): Pick<
  NotificationData,
  'id' | 'autoClose' | 'withCloseButton' | 'closeButtonProps' | 'color' | 'className'
> {
  return {
    id,
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n._(msg`Close`) },
    color: 'teal',
    className: classes.offer,
  };
}
