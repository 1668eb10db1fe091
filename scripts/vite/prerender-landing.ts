import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { OutputBundle } from 'rolldown';
import { build, type Plugin, type PluginOption } from 'vite';

import { manifestPathOf } from '../../src/lib/i18n/manifest-path.ts';
import { deferToFirstPaint } from './defer-to-first-paint.ts';
import { fillLandingTemplate } from './fill-landing-template.ts';

type Locale = 'en' | 'ar';

interface RenderedLanding {
  html: string;
  title: string;
  description: string;
}

type RenderLanding = (locale: Locale) => Promise<RenderedLanding>;

const rendererFile = 'render-landing.mjs';

function isRenderLanding(value: unknown): value is RenderLanding {
  return typeof value === 'function';
}

/**
 * The stylesheets of a module's chunk and of every chunk it imports statically, in the
 * order Vite's loader adds them (a chunk's imports before its own), so the cascade matches.
 */
function stylesheetsOf(bundle: OutputBundle, moduleId: string): string[] {
  const start = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === moduleId,
  );
  if (start?.type !== 'chunk') throw new Error(`${moduleId} has no chunk of its own.`);
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
  };
  visit(start.fileName);
  return [...stylesheets];
}

/** Builds the render entry for Node into `outDir` and loads its `renderLanding`. */
async function loadRenderer(
  rootDir: string,
  entry: string,
  plugins: PluginOption[],
  outDir: string,
): Promise<RenderLanding> {
  await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    plugins,
    build: {
      ssr: resolve(rootDir, entry),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: rendererFile } },
    },
  });
  const module: Record<string, unknown> = await import(
    pathToFileURL(join(outDir, rendererFile)).href
  );
  if (!isRenderLanding(module.renderLanding)) {
    throw new Error(`${entry} does not export renderLanding(locale).`);
  }
  return module.renderLanding;
}

/**
 * Writes `landing.<locale>.html` beside index.html: the landing page rendered to HTML at
 * build time, so its first paint needs no script (the server answers `/` with it). Runs
 * once the client bundle is generated, so the files are in the bundle that the later
 * plugins (compression, the service worker's precache list) see.
 */
export function prerenderLanding({
  rootDir,
  entry,
  screen,
  locales,
  renderPlugins,
}: {
  rootDir: string;
  /** Module exporting `renderLanding(locale)`, relative to rootDir. */
  entry: string;
  /** The landing screen's module, relative to rootDir: its stylesheets join the page's head. */
  screen: string;
  locales: readonly Locale[];
  /** The plugins the app's source needs to build (macros, catalogues), fresh for this build. */
  renderPlugins: () => PluginOption[];
}): Plugin {
  return {
    name: 'shawahid:prerender-landing',
    // After the build's index.html exists and before Vite's manifest step, where the
    // compression plugin runs, so the pages are compressed and precached like the rest.
    enforce: 'post',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle: {
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          this.error('The client build has no index.html to pre-render the landing page into.');
        }
        const shell = index.source;
        // The screen's stylesheets join the head, or it would paint unstyled until its chunk ran.
        const stylesheets = stylesheetsOf(bundle, resolve(rootDir, screen))
          .filter((file) => !shell.includes(`/${file}"`))
          .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`);
        const template = shell.replace('</head>', () => `\n${stylesheets.join('')}  </head>`);
        const cacheDir = join(rootDir, 'node_modules/.cache');
        await mkdir(cacheDir, { recursive: true });
        const outDir = await mkdtemp(join(cacheDir, 'shawahid-prerender-'));
        try {
          const renderLanding = await loadRenderer(rootDir, entry, renderPlugins(), outDir);
          for (const locale of locales) {
            const page = await renderLanding(locale);
            const filled = fillLandingTemplate(template, {
              ...page,
              locale,
              direction: locale === 'ar' ? 'rtl' : 'ltr',
              manifestPath: manifestPathOf(locale),
            });
            this.emitFile({
              type: 'asset',
              fileName: `landing.${locale}.html`,
              source: deferToFirstPaint(filled, (href) => {
                const stylesheet = bundle[href.slice(1)];
                if (stylesheet?.type !== 'asset') this.error(`${href} is not in the bundle.`);
                return stylesheet.source.toString();
              }),
            });
          }
        } finally {
          await rm(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
