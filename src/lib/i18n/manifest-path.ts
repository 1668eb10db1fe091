import type { Locale } from '../../../contract/constants.ts';

/** The app's name on a home screen, in each language. */
export const installedAppNames: Readonly<Record<Locale, string>> = { en: 'Shawahid', ar: 'شواهد' };

/** Where the install manifest of a language is served (src/app/pwa/web-app-manifest.ts). */
export function manifestPathOf(locale: Locale): string {
  return locale === 'ar' ? '/manifest.ar.webmanifest' : '/manifest.webmanifest';
}
