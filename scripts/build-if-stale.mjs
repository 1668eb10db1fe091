// Builds the PWA when its sources are newer than the last build (used by `npm start` and
// `npm run cluster`); SKIP_BUILD=1 skips it, e.g. where a build was just made.
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

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stat.mtimeMs,
  );
}

function buildIsStale(outDir, stampFile) {
  if (!existsSync(stampFile) || !existsSync(join(outDir, 'index.html'))) return true;
  const built = statSync(stampFile).mtimeMs;
  return buildInputs.some((input) => newestModification(input) > built);
}

/** Builds into STATIC_DIR (the server's setting, default `dist`) when stale; exits on failure. */
export function buildIfStale() {
  const outDir = process.env.STATIC_DIR ?? 'dist';
  const stampFile = join(outDir, '.build-stamp');
  if (process.env.SKIP_BUILD === '1' || !buildIsStale(outDir, stampFile)) return;
  console.log('Building the app…');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    // What `npm start` serves is a production build, whoever asks for it: under a test runner
    // (NODE_ENV=test) Vite would build with `import.meta.env.PROD` false, and the app would never
    // register its service worker.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, new Date().toISOString());
}

// `node scripts/build-if-stale.mjs` (npm run screens) builds too.
if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
