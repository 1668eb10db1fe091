import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * One button per theme, the one for the theme in use hidden by CSS: the page pre-rendered
 * at build time and the app hydrating it render the same markup whatever the theme.
 */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const switches = [
    { to: 'dark', label: t`Switch to dark theme`, Icon: IconMoon, hidden: { darkHidden: true } },
    { to: 'light', label: t`Switch to light theme`, Icon: IconSun, hidden: { lightHidden: true } },
  ] as const;
  return switches.map(({ to, label, Icon, hidden }) => (
    <ActionIcon
      key={to}
      variant="subtle"
      color="gray"
      size="lg"
      {...hidden}
      onClick={() => setColorScheme(to)}
      aria-label={label}
      title={label}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  ));
}
