import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

import type { Theme } from '../../../contract/constants.ts';

export function useThemeToggle(): { theme: Theme; toggleTheme: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const theme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return { theme, toggleTheme: () => setColorScheme(theme === 'dark' ? 'light' : 'dark') };
}
