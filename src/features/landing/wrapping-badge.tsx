import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './wrapping-badge.module.css';

/** A badge whose label wraps instead of being cut off: long Arabic labels on a narrow phone. */
export function WrappingBadge({ children, ...props }: BadgeProps & { children: ReactNode }) {
  return (
    <Badge {...props} classNames={{ root: classes.root, label: classes.label }}>
      {children}
    </Badge>
  );
}
