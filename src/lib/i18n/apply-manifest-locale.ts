import type { Locale } from '../../../contract/constants.ts';

import { installedAppNames, manifestPathOf } from './manifest-path.ts';

/**
 * Points the page at the manifest and home-screen title of its language, which the browser
 * reads when the user installs the app.
 */
export function applyManifestLocale(locale: Locale): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPathOf(locale));
  let title = document.querySelector('meta[name="apple-mobile-web-app-title"]');
  if (!title) {
    title = document.createElement('meta');
    title.setAttribute('name', 'apple-mobile-web-app-title');
    document.head.append(title);
  }
  title.setAttribute('content', installedAppNames[locale]);
}
