import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';

import { storageKeys } from '../../../contract/constants.ts';

export const appTheme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons above 4.5:1 (shade 8 measures 3.9:1).
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  components: {
    // A link inside a sentence must stand out by more than colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
  fontFamily:
    '"IBM Plex Sans Arabic", system-ui, -apple-system, "Segoe UI", Tahoma, "Geeza Pro", Roboto, sans-serif',
  headings: {
    fontFamily:
      '"IBM Plex Sans Arabic", system-ui, -apple-system, "Segoe UI", Tahoma, "Geeza Pro", Roboto, sans-serif',
  },
});

/**
 * Mantine's defaults for secondary text, light badges and coloured text sit under WCAG AA's
 * 4.5:1 on their backgrounds (axe flags them): the same roles, a step darker in light mode
 * and a step lighter in dark mode.
 */
export const appCssVariablesResolver: CSSVariablesResolver = () => {
  // Light badges and buttons put their text on a pale tint of the same colour: in light
  // mode even shade 9 of yellow or orange is too pale there, so it is mixed with black.
  const perColor = (shadeOf: (color: string) => string) =>
    Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).flatMap((color) => [
        [`--mantine-color-${color}-light-color`, shadeOf(color)],
        [`--mantine-color-${color}-text`, shadeOf(color)],
      ]),
    );
  const darkened = (color: string) =>
    `color-mix(in srgb, var(--mantine-color-${color}-9), black 30%)`;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-anchor': 'var(--mantine-color-teal-9)',
      '--mantine-primary-color-light-color': darkened('teal'),
      ...perColor(darkened),
    },
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-anchor': 'var(--mantine-color-teal-3)',
      '--mantine-primary-color-light-color': 'var(--mantine-color-teal-3)',
      ...perColor((color) => `var(--mantine-color-${color}-3)`),
    },
  };
};

/** Persists light/dark under the spec's `theme` key; no stored value follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });
