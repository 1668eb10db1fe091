import { Trans } from '@lingui/react/macro';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconShare2,
  IconSquarePlus,
} from '@tabler/icons-react';

import classes from './ios-install-picture.module.css';

/**
 * Safari's three screens for "Add to Home Screen", drawn small, each numbered as its step in
 * the list beside it, with what to tap ringed. The list carries the words: hidden from
 * screen readers.
 */
export function IosInstallPicture() {
  return (
    <div className={classes.strip} aria-hidden data-testid="ios-install-picture">
      <div className={classes.panel}>
        <span className={classes.number}>1</span>
        <div className={classes.bar} />
        <div className={classes.toolbar}>
          <IconChevronLeft size={12} className={classes.mirrored} />
          <IconChevronRight size={12} className={classes.mirrored} />
          <IconShare2 size={14} className={classes.target} />
          <IconCopy size={12} />
        </div>
      </div>
      <div className={classes.panel}>
        <span className={classes.number}>2</span>
        <div className={classes.bar} />
        <div className={`${classes.row} ${classes.target}`}>
          <span>
            <Trans>Add to Home Screen</Trans>
          </span>
          <IconSquarePlus size={12} style={{ flexShrink: 0 }} />
        </div>
        <div className={classes.bar} />
      </div>
      <div className={classes.panel}>
        <span className={classes.number}>3</span>
        <div className={classes.header}>
          <span className={classes.cancel}>
            <Trans>Cancel</Trans>
          </span>
          <span className={`${classes.add} ${classes.target}`}>
            <Trans>Add</Trans>
          </span>
        </div>
        <div className={classes.appIcon} />
        <div className={classes.bar} />
      </div>
    </div>
  );
}
