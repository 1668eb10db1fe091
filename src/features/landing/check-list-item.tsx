import { ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import classes from './check-list.module.css';

export function CheckListItem({ children }: { children: ReactNode }) {
  return (
    <li className={classes.item}>
      <ThemeIcon size={20} radius="xl" variant="light" className={classes.icon} aria-hidden="true">
        <IconCheck size={13} stroke={2.5} />
      </ThemeIcon>
      <span>{children}</span>
    </li>
  );
}
