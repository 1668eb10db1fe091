import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';

import { useInstallAction } from '../pwa/use-install-action.ts';

/** The avatar menu's "Install app", while the browser can install Shawahid. */
export function InstallMenuItem() {
  const { i18n } = useLingui();
  const install = useInstallAction();
  if (!install) return null;
  return (
    <Menu.Item leftSection={<IconDeviceMobileDown size={16} aria-hidden />} onClick={install.run}>
      {i18n._(install.label)}
    </Menu.Item>
  );
}
