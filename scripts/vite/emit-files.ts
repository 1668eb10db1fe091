import type { Plugin } from 'vite';

/**
 * Adds files made from the app's source to the client build (the Arabic install manifest), in
 * the bundle before compression and the service worker's precache list see it.
 */
export function emitFiles(files: () => { fileName: string; source: string }[]): Plugin {
  return {
    name: 'shawahid:emit-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', ...file });
    },
  };
}
