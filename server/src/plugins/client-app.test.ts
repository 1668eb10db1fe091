import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const indexHtml = '<!doctype html><title>Shawahid</title><div id="root"></div>';
const immutableForAYear = 'public, max-age=31536000, immutable';

function writeClientBuild(staticDir: string): void {
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Shawahid"}');
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
  writeFileSync(
    join(staticDir, 'assets', 'index-3f9a1c.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('serving the built PWA', () => {
  let staticDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'shawahid-dist-'));
    writeClientBuild(staticDir);
    testApp = await buildTestApp({ serveClient: true, env: { STATIC_DIR: staticDir } });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves index.html at / without letting browsers keep a stale copy', async () => {
    const response = await get('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps a share link’s page out of search engines and sends no referrer from it', async () => {
    const response = await get('/share/c2hhcmUtdG9rZW4tZm9yLWEtc3VwZXJ2aXNvcg');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/achievements')).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers a deep link of the SPA with index.html', async () => {
    const response = await get('/development-plans/user/42');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('hands the build brotli copy to a browser that accepts it, and plain bytes otherwise', async () => {
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app");');

    const plain = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-3f9a1c.js');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe(immutableForAYear);
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/favicon.svg'])(
    'serves %s with Cache-Control: no-cache so updates are seen',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await get('/assets/index-old000.js');

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Shawahid</title>');
  });

  it('keeps unknown /api routes as JSON 404s instead of the SPA', async () => {
    const response = await get('/api/achievements-that-do-not-exist');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'common.error.notFound' });
  });

  it('still answers the API', async () => {
    const response = await get('/api/health');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { status: 'ok' } });
  });

  it('does not serve files outside the build folder', async () => {
    const response = await get('/..%2f..%2fpackage.json');

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });
});

describe('serving the PWA before it is built', () => {
  it('answers the API and 404s elsewhere instead of failing to start', async () => {
    const testApp = await buildTestApp({ serveClient: true });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
    } finally {
      await testApp.close();
    }
  });
});
