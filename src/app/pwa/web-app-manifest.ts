import type { ManifestOptions } from 'vite-plugin-pwa';

import type { Locale } from '../../../contract/constants.ts';
import { installedAppNames, manifestPathOf } from '../../lib/i18n/manifest-path.ts';

const shared = {
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b7f6f',
  background_color: '#ffffff',
  categories: ['education', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * The install manifest in each language: a manifest carries one name and one direction, so an
 * Arabic user's home screen reads شواهد only from a manifest of its own. The page links the one
 * of its language (`manifestPathOf`); both keep the same `id`, so they describe one app.
 */
export const webAppManifests: Readonly<Record<Locale, Partial<ManifestOptions>>> = {
  en: {
    ...shared,
    name: installedAppNames.en,
    short_name: installedAppNames.en,
    description:
      'Achievement evidence and professional development plans for school staff, offline-first.',
    lang: 'en',
    dir: 'ltr',
  },
  ar: {
    ...shared,
    name: installedAppNames.ar,
    short_name: installedAppNames.ar,
    description: 'شواهد الأداء الوظيفي وخطط النمو المهني لمنسوبي المدارس، تعمل دون اتصال.',
    lang: 'ar',
    dir: 'rtl',
  },
};

/** The manifests other than the one vite-plugin-pwa writes (English), by their file name. */
export function otherManifestFiles(): { fileName: string; source: string }[] {
  return (['ar'] as const).map((locale) => ({
    fileName: manifestPathOf(locale).slice(1),
    source: JSON.stringify(webAppManifests[locale]),
  }));
}
