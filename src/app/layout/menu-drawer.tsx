import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow screens' menu, in its own chunk: the drawer machinery loads on first open. */
export default function MenuDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} hiddenFrom="md" size="xs">
      {children}
    </Drawer>
  );
}
