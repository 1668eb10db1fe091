import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { signIn } from './sign-in.mjs';

/**
 * What each measured view is made of, as source modules: its static imports (followed
 * through Vite's manifest) must all arrive before it can paint. Code these modules load
 * later with `import()` (charts, dialogs, the sync engine) is not on the critical path.
 */
const views = {
  landing: { path: '/', modules: ['index.html', 'src/features/landing/landing-page.tsx'] },
  appShell: {
    path: '/dashboard',
    modules: ['index.html', 'src/app/layout/signed-in-controls.tsx'],
  },
  dashboard: {
    path: '/dashboard',
    modules: [
      'index.html',
      'src/app/layout/signed-in-controls.tsx',
      'src/features/dashboard/dashboard-page.tsx',
    ],
  },
};

function staticFiles(manifest, keys) {
  const files = new Set();
  const pending = [...keys];
  const seen = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/** JS and CSS the page fetched for `path` (the worker blocked, so nothing is precached). */
async function fetchedFiles(browser, url, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    localStorage.setItem('locale', 'en');
    if (value) localStorage.setItem('accessToken', value);
  }, token ?? null);
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

function compressedKb(dist, paths) {
  let gzip = 0;
  let brotli = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(dist, path));
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024, files: paths.length };
}

/**
 * Per view: the critical path (static imports of its modules, plus the catalogue parts
 * the page awaited before painting) and, for comparison, everything it fetched until
 * the network went quiet.
 */
export async function measureBundles(browser, base, dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const catalogueFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.includes('?catalog-group='))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  const token = await signIn(base, 'teacher@shawahid.test');
  const results = {};
  for (const [name, view] of Object.entries(views)) {
    const fetched = await fetchedFiles(
      browser,
      `${base}${view.path}`,
      name === 'landing' ? null : token,
    );
    const critical = staticFiles(manifest, view.modules);
    const missing = [...critical].filter((file) => !fetched.has(file));
    if (missing.length > 0) throw new Error(`${view.path} never fetched ${missing.join(', ')}`);
    for (const file of fetched) if (catalogueFiles.has(file)) critical.add(file);
    results[name] = {
      critical: compressedKb(dist, [...critical]),
      fetched: compressedKb(dist, [...fetched]),
    };
  }
  return results;
}
