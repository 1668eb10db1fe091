import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { signIn } from './sign-in.mjs';

/** JS and CSS the page itself fetches to show `path` (not the worker's precache). */
async function criticalFiles(browser, url, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (token) {
    await context.addInitScript((value) => {
      localStorage.setItem('accessToken', value);
      localStorage.setItem('locale', 'en');
    }, token);
  }
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...files];
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

export async function measureBundles(browser, base, dist) {
  const landing = await criticalFiles(browser, `${base}/`);
  const token = await signIn(base, 'teacher@shawahid.test');
  const appShell = await criticalFiles(browser, `${base}/dashboard`, token);
  return { landing: compressedKb(dist, landing), appShell: compressedKb(dist, appShell) };
}
