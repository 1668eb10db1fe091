import { defaultLocale, locales, type Locale } from './constants.ts';

// One rule for the app and the server (which answers / pre-rendered in that language), so
// the page the server sends is the one the app would render and it hydrates.

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Stored choice first, then the browser's language when it is en or ar, else en. */
export function detectInitialLocale(
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored;
  const first = browserLanguages[0]?.toLowerCase().split('-')[0];
  return isLocale(first) ? first : defaultLocale;
}
