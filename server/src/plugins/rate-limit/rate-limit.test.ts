import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { probeRoutes } from '../../testing/probe-routes.ts';
import { testDatabases } from '../../testing/test-databases.ts';

describe.each(testDatabases())('rate limits on $name', ({ name }) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp({ database: name, extraModules: [probeRoutes] });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('answers 429 with common.error.rateLimited and Retry-After once a route limit is used up', async () => {
    const ping = () => testApp.app.inject({ method: 'GET', url: '/api/probe/limited' });

    expect((await ping()).statusCode).toBe(200);
    expect((await ping()).statusCode).toBe(200);
    const limited = await ping();

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: 'common.error.rateLimited' });
    const retryAfterSeconds = Number(limited.headers['retry-after']);
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts hits in the database, so a second instance sees the first one’s hits', async () => {
    const secondInstance = await buildApp(testApp.config, {
      database: testApp.connection,
      extraModules: [probeRoutes],
    });
    try {
      await testApp.app.inject({ method: 'GET', url: '/api/probe/limited' });
      await testApp.app.inject({ method: 'GET', url: '/api/probe/limited' });

      const response = await secondInstance.inject({ method: 'GET', url: '/api/probe/limited' });

      expect(response.statusCode).toBe(429);
    } finally {
      await secondInstance.close();
    }
  });

  it('does not limit routes that ask for no limit', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });
});
