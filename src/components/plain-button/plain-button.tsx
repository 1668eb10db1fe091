import type { ButtonHTMLAttributes } from 'react';

import classes from './plain-button.module.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** A Mantine colour name; the theme's primary colour unless given. */
  color?: string;
  variant?: 'light' | 'subtle';
}

/**
 * Mantine's extra-small `light` or `subtle` button drawn as one `button` with the theme's
 * colour variables and Mantine's focus ring: a list of many cards draws two per card
 * (docs/achievements-at-scale.md).
 */
export function PlainButton({
  color,
  variant = 'light',
  className,
  style,
  type = 'button',
  ...props
}: PlainButtonProps) {
  const colours = color
    ? {
        '--plain-button-light': `var(--mantine-color-${color}-light)`,
        '--plain-button-light-hover': `var(--mantine-color-${color}-light-hover)`,
        '--plain-button-light-color': `var(--mantine-color-${color}-light-color)`,
      }
    : undefined;
  return (
    <button
      type={type}
      className={`${classes.button} ${classes[variant]} mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`}
      style={{ ...colours, ...style }}
      {...props}
    />
  );
}
