import { storageKeys, type Locale } from '../../../contract/constants.ts';

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(storageKeys.locale);
  } catch {
    return null;
  }
}

const oneYearInSeconds = 365 * 24 * 60 * 60;

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKeys.locale, locale);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
  // The server reads the cookie to answer / with the landing page already in this language.
  document.cookie = `${storageKeys.locale}=${locale}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax`;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
