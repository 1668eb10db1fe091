import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

import { storageKeys } from '../../../contract/constants.ts';

export const appTheme = createTheme({
  primaryColor: 'teal',
  // Shade 8 keeps white text on buttons and teal links above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Roboto, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Roboto, sans-serif',
  },
});

/** Persists light/dark under the spec's `theme` key; no stored value follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });
