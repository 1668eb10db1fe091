import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

import { useThemeToggle } from '../lib/theme/use-theme-toggle.ts';

export function ThemeSwitcher() {
  const { t } = useLingui();
  const { theme, toggleTheme } = useThemeToggle();
  const label = theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {theme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
