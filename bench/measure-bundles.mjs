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

/**
 * What the served landing page needs before its first paint: the document itself (with
 * its styles inline) and what blocks rendering in its head (classic scripts: boot.js);
 * the app's module scripts are deferred and only hydrate a page already shown.
 */
async function landingFirstPaint(base) {
  const response = await fetch(`${base}/`, { headers: { cookie: 'locale=en' } });
  if (!response.ok) throw new Error(`/ answered ${response.status}`);
  const html = await response.text();
  if (!html.includes('data-prerendered="en"')) throw new Error('/ is not the pre-rendered page');
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const blocking = [...head.matchAll(/<(link|script)\b[^>]*>/g)]
    .map(([tag, kind]) =>
      kind === 'link'
        ? attribute(tag, 'rel') === 'stylesheet' &&
          // A disabled link is neither fetched nor applied (its rules are inline).
          !/\sdisabled\b/.test(tag) &&
          attribute(tag, 'href')
        : !/\s(?:type="module"|async\b|defer\b)/.test(tag) && attribute(tag, 'src'),
    )
    .filter(Boolean);
  return { document: Buffer.from(html), files: blocking };
}

function compressedKb(dist, paths, documents = []) {
  let gzip = 0;
  let brotli = 0;
  for (const bytes of [...documents, ...paths.map((path) => readFileSync(join(dist, path)))]) {
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024, files: documents.length + paths.length };
}

/**
 * Per view: the critical path (static imports of its modules, plus the catalogue parts
 * the page awaited before painting) and, for comparison, everything it fetched until
 * the network went quiet. The landing page is served pre-rendered: its critical path is
 * the document (its styles inline) and its render-blocking files, and `untilHydrated` adds
 * the static imports and catalogue parts it needs before it answers clicks.
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
    // The pre-rendered landing page carries its stylesheets inline (counted with the document).
    if (name === 'landing')
      for (const file of critical) if (file.endsWith('.css')) critical.delete(file);
    const missing = [...critical].filter((file) => !fetched.has(file));
    if (missing.length > 0) throw new Error(`${view.path} never fetched ${missing.join(', ')}`);
    for (const file of fetched) if (catalogueFiles.has(file)) critical.add(file);
    results[name] = {
      criticalFiles: [...critical],
      critical: compressedKb(dist, [...critical]),
      fetched: compressedKb(dist, [...fetched]),
    };
  }
  const firstPaint = await landingFirstPaint(base);
  const landingScripts = new Set([...firstPaint.files, ...results.landing.criticalFiles]);
  results.landing = {
    ...results.landing,
    critical: compressedKb(dist, firstPaint.files, [firstPaint.document]),
    untilHydrated: compressedKb(dist, [...landingScripts], [firstPaint.document]),
  };
  for (const result of Object.values(results)) delete result.criticalFiles;
  return results;
}
