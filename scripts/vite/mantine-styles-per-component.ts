import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const stylesDir = dirname(require.resolve('@mantine/core/styles/global.css'));
const componentModule =
  /@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([A-Za-z]+)\/\1\.mjs$/;

/**
 * Gives every Mantine component module (under `components/`, and the shared parts under
 * `utils/`, such as InlineInput, which lays out a checkbox's or a switch's label beside its
 * box) an import of its own stylesheet, so each chunk
 * carries the CSS of exactly the components it renders instead of the whole library's.
 * The import goes last so a component's CSS follows the CSS of the parts it is built on.
 * Wrappers without a stylesheet of their own (Select, TextInput) get theirs through the parts
 * they import. A build that bundles Mantine but gives no module a stylesheet stops: Mantine's
 * layout has changed and the app would render unstyled.
 */
export function mantineStylesPerComponent(): Plugin {
  let mantineModules = 0;
  let styledModules = 0;
  return {
    name: 'shawahid:mantine-styles-per-component',
    enforce: 'pre',
    buildStart() {
      mantineModules = 0;
      styledModules = 0;
    },
    transform(code, id) {
      const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
      if (path.includes('/@mantine/core/esm/')) mantineModules += 1;
      const name = componentModule.exec(path)?.[1];
      if (!name) return null;
      const stylesheet = join(stylesDir, `${name}.css`);
      if (!existsSync(stylesheet)) return null;
      styledModules += 1;
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
    },
    buildEnd(error) {
      if (error || mantineModules === 0 || styledModules > 0) return;
      this.error(
        `Mantine styles: ${mantineModules} @mantine/core modules were bundled but none matched ` +
          `a stylesheet in ${stylesDir}; update componentModule for Mantine's new layout.`,
      );
    },
  };
}
