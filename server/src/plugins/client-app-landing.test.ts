import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const indexHtml = '<!doctype html><html lang="en"><div id="root"></div></html>';
const landingHtml = {
  en: '<!doctype html><html lang="en"><div id="root" data-prerendered="en">Welcome</div></html>',
  ar: '<!doctype html><html lang="ar" dir="rtl"><div id="root" data-prerendered="ar">أهلا</div></html>',
};

function writeClientBuild(staticDir: string, { withLanding }: { withLanding: boolean }): void {
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  if (!withLanding) return;
  for (const [locale, html] of Object.entries(landingHtml)) {
    writeFileSync(join(staticDir, `landing.${locale}.html`), html);
    writeFileSync(join(staticDir, `landing.${locale}.html.br`), brotliCompressSync(html));
  }
}

describe('answering / with the landing page pre-rendered in the visitor language', () => {
  let staticDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'shawahid-landing-'));
    writeClientBuild(staticDir, { withLanding: true });
    testApp = await buildTestApp({ serveClient: true, env: { STATIC_DIR: staticDir } });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const getRoot = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/', headers });

  it('answers English to a visitor who states no language, revalidated and varied', async () => {
    const response = await getRoot();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(landingHtml.en);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('cookie, accept-language, accept-encoding');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('follows the locale cookie the app writes, before the browser languages', async () => {
    const response = await getRoot({
      cookie: 'theme=dark; locale=ar',
      'accept-language': 'en-US,en;q=0.9',
    });

    expect(response.body).toBe(landingHtml.ar);
  });

  it.each([
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['en;q=0.5, ar-SA', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.8', 'en'],
    ['*', 'en'],
  ] as const)(
    'answers Accept-Language %s with the %s page, as the app would choose',
    async (acceptLanguage, locale) => {
      const response = await getRoot({ 'accept-language': acceptLanguage, cookie: 'locale=fr' });

      expect(response.body).toBe(landingHtml[locale]);
    },
  );

  it('hands the precompressed copy to a browser that accepts brotli', async () => {
    const response = await getRoot({ cookie: 'locale=ar', 'accept-encoding': 'gzip, br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(landingHtml.ar);
    expect(response.headers.vary).toBe('cookie, accept-language, accept-encoding');
  });

  it('keeps answering deep links and /index.html with the app shell', async () => {
    for (const url of ['/development-plans/user/42', '/index.html']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'locale=ar' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });
});

describe('answering / from a build without pre-rendered pages', () => {
  it('falls back to the app shell', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'shawahid-shell-only-'));
    writeClientBuild(staticDir, { withLanding: false });
    const testApp = await buildTestApp({ serveClient: true, env: { STATIC_DIR: staticDir } });
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: 'locale=ar' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await testApp.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
