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
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'shawahid:mantine-styles-per-component',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
      const name = componentModule.exec(path)?.[1];
      if (!name) return null;
      const stylesheet = join(stylesDir, `${name}.css`);
      if (!existsSync(stylesheet)) return null;
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
    },
  };
}
