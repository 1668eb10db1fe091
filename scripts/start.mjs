// `npm start`: build the PWA when the sources are newer than the last build,
// then run the API server, which serves the build at / and the API at /api.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const buildInputs = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own plugins (pre-rendering, catalogue split, preloads, compression).
  'scripts/vite',
  'scripts/catalogs',
  'lingui.config.ts',
  'package-lock.json',
];
// STATIC_DIR (the server's setting) also moves the build, e.g. for parallel end-to-end runs.
const outDir = process.env.STATIC_DIR ?? 'dist';
const stampFile = join(outDir, '.build-stamp');

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stat.mtimeMs,
  );
}

function buildIsStale() {
  if (!existsSync(stampFile) || !existsSync(join(outDir, 'index.html'))) return true;
  const built = statSync(stampFile).mtimeMs;
  return buildInputs.some((input) => newestModification(input) > built);
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the app…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, new Date().toISOString());
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');
