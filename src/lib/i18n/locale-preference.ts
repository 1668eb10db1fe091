import { defaultLocale, locales, storageKeys, type Locale } from '../../../contract/constants.ts';

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

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(storageKeys.locale);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKeys.locale, locale);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
