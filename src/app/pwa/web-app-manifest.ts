import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The install manifest. Manifests carry one name, so it holds both languages;
 * the `translations` member is where browsers that support it pick per locale.
 */
export const webAppManifest: Partial<ManifestOptions> & { translations: Record<string, object> } = {
  id: '/',
  name: 'Shawahid | شواهد',
  short_name: 'Shawahid',
  description:
    'Achievement evidence and professional development plans for school staff, offline-first. شواهد الأداء الوظيفي وخطط النمو المهني لمنسوبي المدارس.',
  lang: 'en',
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
  translations: {
    ar: {
      name: 'شواهد',
      short_name: 'شواهد',
      description: 'شواهد الأداء الوظيفي وخطط النمو المهني لمنسوبي المدارس، تعمل دون اتصال.',
    },
    en: {
      name: 'Shawahid',
      short_name: 'Shawahid',
    },
  },
};
