import type { CSSProperties, ReactNode } from 'react';

import classes from './plain-badge.module.css';

export interface PlainBadgeProps {
  /** A Mantine colour name; the theme's primary colour unless given. */
  color?: string;
  variant?: 'light' | 'outline';
  className?: string;
  children: ReactNode;
}

/**
 * Mantine's small badge (size `sm`, `light` or `outline`) drawn as one `span` with the theme's
 * colour variables: a list of many cards draws several per card, and Mantine's `Badge` costs a
 * component tree and a style resolution each (docs/achievements-at-scale.md).
 */
export function PlainBadge({ color, variant = 'light', className, children }: PlainBadgeProps) {
  const style = color
    ? ({
        '--plain-badge-light': `var(--mantine-color-${color}-light)`,
        '--plain-badge-light-color': `var(--mantine-color-${color}-light-color)`,
        '--plain-badge-outline': `var(--mantine-color-${color}-outline)`,
      } as CSSProperties)
    : undefined;
  return (
    <span
      className={`${classes.badge} ${classes[variant]}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {children}
    </span>
  );
}
