import type { Locale } from './constants.ts';

/**
 * The BCP 47 tag handed to Intl: Saudi Arabic with the Gregorian calendar (the
 * spec's choice; ar-SA alone defaults to the Islamic calendar) and Latin digits,
 * so that figures match the ones Lingui interpolates into messages.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-US';
}
