import { IconArrowRight } from '@tabler/icons-react';

import classes from './forward-arrow-icon.module.css';

/** An arrow pointing in the reading direction: right in English, left in Arabic. */
export function ForwardArrowIcon({ size = 18 }: { size?: number }) {
  return <IconArrowRight size={size} aria-hidden="true" className={classes.icon} />;
}
