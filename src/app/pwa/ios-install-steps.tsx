import { Trans } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { IconShare2, IconSquarePlus } from '@tabler/icons-react';

import classes from './install-offer-message.module.css';
import { IosInstallPicture } from './ios-install-picture.tsx';

/** Safari's steps to add the app to the Home Screen, pictured and listed. */
export function IosInstallSteps() {
  return (
    <>
      <IosInstallPicture />
      <List type="ordered" fz="sm" spacing={4} className={classes.steps}>
        <List.Item>
          <Trans>
            Tap Share <IconShare2 size={18} className={classes.icon} aria-hidden /> in Safari’s
            toolbar (or in its ⋯ menu).
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Choose “Add to Home Screen”{' '}
            <IconSquarePlus size={18} className={classes.icon} aria-hidden />.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Tap “Add”.</Trans>
        </List.Item>
      </List>
    </>
  );
}
