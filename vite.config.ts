import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

import { splitCatalogs } from './scripts/catalogs/split-catalogs-plugin.ts';
import { buildYear } from './scripts/vite/build-year.ts';
import { emitFiles } from './scripts/vite/emit-files.ts';
import { prerenderLanding } from './scripts/vite/prerender-landing.ts';
import { routePreloads } from './scripts/vite/route-preloads.ts';
import { mantineStylesPerComponent } from './scripts/vite/mantine-styles-per-component.ts';
import { precacheSizeGuard } from './scripts/vite/precache-size-guard.ts';
import { otherManifestFiles, webAppManifests } from './src/app/pwa/web-app-manifest.ts';

const year = new Date().getFullYear();

/** Workbox's per-file precache limit; the HEIC decoder (about 3 MB) is the largest file. */
const maximumPrecachedFileBytes = 4 * 1024 * 1024;

/** What the app's source needs to build at all: the Lingui macros and catalogues. */
const sourcePlugins = () => [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
  splitCatalogs({ rootDir: import.meta.dirname }),
  buildYear(year),
];

export default defineConfig({
  plugins: [
    mantineStylesPerComponent(),
    routePreloads({
      rootDir: import.meta.dirname,
      locales: ['en', 'ar'],
      // The weights src/main.tsx imports; Arabic pages write their figures in Latin digits.
      fonts: {
        family: 'ibm-plex-sans-arabic',
        weights: [400, 500, 700],
        subsets: { en: ['latin'], ar: ['arabic', 'latin'] },
      },
    }),
    emitFiles(otherManifestFiles),
    // A `.br` and a `.gz` beside every text file, at the highest levels, for the server to hand
    // to browsers that accept them: a phone on a slow connection downloads a quarter of the bytes.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|webmanifest|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
    ...sourcePlugins(),
    precacheSizeGuard(maximumPrecachedFileBytes, /\.(js|css|html|svg|png|woff2|webmanifest)$/),
    prerenderLanding({
      rootDir: import.meta.dirname,
      entry: 'src/app/prerender/render-landing.tsx',
      screen: 'src/features/landing/landing-page.tsx',
      locales: ['en', 'ar'],
      renderPlugins: sourcePlugins,
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifests.en,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Only the server answers / with these; navigations offline use index.html.
        // The typeface's Cyrillic and extended-Latin subsets are fetched only if a page uses them.
        globIgnores: ['landing.*.html', '**/*-cyrillic-ext-*', '**/*-latin-ext-*'],
        maximumFileSizeToCacheInBytes: maximumPrecachedFileBytes,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      // The browser's zod parses without `new Function`, which the CSP forbids (see there).
      { find: /^zod$/, replacement: `${import.meta.dirname}/src/lib/zod/zod-without-eval.ts` },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // bench/measure-bundles.mjs reads it to follow each view's static imports.
    manifest: true,
    modulePreload: {
      // A lazily loaded part's scripts are not announced as modulepreload links when it is
      // imported: Vite's loader would insert them all in the task that renders the part, a
      // long task on a phone, and the service worker answers the module loader's own requests
      // at once. Its styles are still inserted (the part needs them before it shows), and a
      // route's whole set is announced ahead by route-preloads.js in short tasks
      // (docs/page-start.md).
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
    },
    rolldownOptions: {
      // Rolldown otherwise splits out every module two parts share, even a few lines, as a file
      // of its own: a screen was some 120 files, each a request through the service worker and
      // a link the page handles. Common chunks under 4 KB of source are copied into the chunks
      // that import them instead (docs/achievements-at-scale.md, "Small shared chunks copied").
      // It needs the entries' exports left free (nothing imports the app's entry); modules with
      // styles stay where Vite put them, since Vite ties each stylesheet to its chunk.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 4096,
            exclude: /\.(css|scss|sass|less|styl)(\?|$)/,
          },
        },
      },
    },
    // A font subset inlined as base64 would sit in the critical CSS of every page, used or not.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
});
