import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|webmanifest|json)$/;

/**
 * Writes a `.br` and a `.gz` copy beside every text file of the build, once, at the
 * highest levels; the server hands them to browsers that accept them (a phone on a slow
 * connection downloads a quarter of the bytes).
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shawahid:precompress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const bytes = await readFile(path);
            if (bytes.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
