import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

import { toastRules } from '../../../contract/constants.ts';

import classes from './toasts.module.css';

/** The toast stack, loaded with the first toast (see AppProviders). */
export default function Toasts() {
  const { dir } = useDirection();
  // Toasts sit at the reading end of the screen: bottom-right, bottom-left in Arabic.
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      autoClose={toastRules.autoCloseMs}
      limit={toastRules.limit}
      // Room for the longest: the install offer with Safari's steps, in Arabic on a 360 px phone.
      notificationMaxHeight={480}
      className={classes.container}
    />
  );
}
