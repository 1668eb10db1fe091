import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

import { catalogGroupOf, staticClosure } from './static-import-graph.ts';

const loadersId = 'virtual:catalog-loaders';
const groupQuery = /\?catalog-group=([\w-]+)$/;

/** The groups a lazily loaded chunk can ask for: each feature, and the shared folders. */
export function catalogGroupNames(rootDir: string): string[] {
  const features = readdirSync(join(rootDir, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return ['shell', 'app', 'components', 'entities', 'lib', ...features];
}

/**
 * Splits each language's catalogue by where its messages are used: `shell` holds the
 * messages of every file the entry imports statically (needed for the first paint);
 * each other group holds the messages of lazily loaded files in one folder, loaded with
 * the chunk that shows them (see `withCatalogs`).
 */
export function splitCatalogs({ rootDir }: { rootDir: string }): Plugin {
  const config = getConfig({ cwd: rootDir });
  const groups = catalogGroupNames(rootDir);
  const catalogPath = (locale: string) => resolve(rootDir, `src/locales/${locale}/messages.po`);

  let shellFilesOfBuild: Set<string> | null = null;
  const shellFiles = () => (shellFilesOfBuild ??= staticClosure(resolve(rootDir, 'src/main.tsx')));

  async function groupMessages(locale: string, group: string): Promise<Record<string, string>> {
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error('lingui.config has no catalogue');
    const source = await catalog.read(config.sourceLocale ?? 'en');
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales ?? {},
      sourceLocale: config.sourceLocale ?? 'en',
    });
    const selected: Record<string, string> = {};
    for (const [id, entry] of Object.entries(source ?? {})) {
      const files = (entry.origin ?? []).map(([file]) => resolve(rootDir, file));
      const inShell = files.some((file) => shellFiles().has(file));
      const wanted =
        group === 'shell'
          ? inShell
          : !inShell && files.some((file) => catalogGroupOf(rootDir, file) === group);
      const translation = messages[id];
      if (wanted && translation !== undefined) selected[id] = translation;
    }
    return selected;
  }

  return {
    name: 'shawahid:split-catalogs',
    enforce: 'pre',
    buildStart() {
      shellFilesOfBuild = null;
    },
    resolveId(id) {
      if (id === loadersId) return `\0${loadersId}`;
      if (groupQuery.test(id)) return id;
      return null;
    },
    async load(id) {
      if (id === `\0${loadersId}`) {
        const perLocale = config.locales.map((locale) => {
          const entries = groups.map(
            (group) =>
              `${JSON.stringify(group)}: () => import(${JSON.stringify(`${catalogPath(locale)}?catalog-group=${group}`)})`,
          );
          return `${JSON.stringify(locale)}: {\n${entries.join(',\n')}\n}`;
        });
        return {
          code: `export const catalogLoaders = {\n${perLocale.join(',\n')}\n};\n`,
          moduleType: 'js',
        };
      }
      const match = groupQuery.exec(id);
      if (!match?.[1]) return null;
      const locale = config.locales.find((candidate) => id.startsWith(catalogPath(candidate)));
      if (!locale) throw new Error(`No catalogue locale for ${id}`);
      this.addWatchFile(catalogPath(locale));
      const messages = await groupMessages(locale, match[1]);
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      if (errors.length > 0) throw new Error(`Catalogue ${locale}/${match[1]} does not compile`);
      return { code: source, moduleType: 'js' };
    },
  };
}
