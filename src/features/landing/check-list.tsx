import type { ReactNode } from 'react';

import classes from './check-list.module.css';

interface CheckListProps {
  children: ReactNode;
  size?: 'sm' | 'md';
  /** Two columns from the md breakpoint up. */
  columns?: 1 | 2;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A list of `CheckListItem`s, each marked with a tick. */
export function CheckList({
  children,
  size = 'md',
  columns = 1,
  className,
  ...labelling
}: CheckListProps) {
  return (
    <ul
      className={[classes.list, className].filter(Boolean).join(' ')}
      data-size={size}
      data-columns={columns}
      {...labelling}
    >
      {children}
    </ul>
  );
}
