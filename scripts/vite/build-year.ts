import type { Plugin } from 'vite';

/**
 * Defines `__BUILD_YEAR__`: the year the pages were rendered at build time. Hydration must
 * first render what that HTML holds, whatever year the visitor opens it in.
 */
export function buildYear(year = new Date().getFullYear()): Plugin {
  return {
    name: 'shawahid:build-year',
    config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(year) } }),
  };
}
