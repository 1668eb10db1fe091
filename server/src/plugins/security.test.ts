import { afterEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

function cspDirectives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
  });

  it('sends a CSP that allows the SPA, its service worker, its HEIC decoder worker and websockets, and nothing else', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self' ws: wss:");
    // The HEIC decoder (heic-to) runs in a worker it makes from a blob: URL.
    expect(csp.get('worker-src')).toBe("'self' blob:");
    // A video or audio still on the device plays from a blob: URL of its Blob.
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('manifest-src')).toBe("'self'");
    expect(csp.get('font-src')).toBe("'self' data:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the other protective headers and no HSTS over plain http', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    testApp = await buildTestApp({
      env: { PUBLIC_URL: 'https://shawahid.example.com', PAYMENTS_SANDBOX: '1' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('does not open the API to other origins', async () => {
    testApp = await buildTestApp();
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
