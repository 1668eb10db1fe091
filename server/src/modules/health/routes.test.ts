import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import packageJson from '../../../../package.json' with { type: 'json' };
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { answersOnPort } from '../../testing/answers-on-port.ts';

describe.each(testDatabases())('health on $name', ({ name }) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('answers liveness without asking the database, even when it is gone', async () => {
    await testApp.connection.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: { status: 'ok', database: name, version: packageJson.version },
    });
  });

  it('is ready when every component answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: { ready: true, draining: false, components: { database: 'ok' } },
    });
  });

  it('is not ready, naming the component, when the database is gone', async () => {
    await testApp.connection.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'common.error.unavailable',
      result: { ready: false, draining: false, components: { database: 'failing' } },
    });
  });

  it('checks the components other plugins add, such as file storage', async () => {
    testApp.app.readiness.add('files', () => Promise.reject(new Error('bucket not found')));

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      result: { components: { database: 'ok', files: 'failing' } },
    });
  });

  it('is not ready while draining, and refuses other requests with an answer to retry', async () => {
    const { app } = testApp;
    const drained = app.drain(Date.now() + 5_000);

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    const other = await app.inject({ method: 'GET', url: '/api/criteria' });
    await drained;

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      result: { ready: false, draining: true, components: { database: 'ok' } },
    });
    expect(live.statusCode).toBe(200);
    expect(other.statusCode).toBe(503);
    expect(other.headers).toMatchObject({ connection: 'close', 'retry-after': '1' });
    expect(other.json()).toMatchObject({ error: 'common.error.unavailable' });
  });
});

const redisAnswers = await answersOnPort(6379);

describe.skipIf(!redisAnswers)(
  'readiness with REDIS_URL (skipped when Redis does not answer on 127.0.0.1:6379)',
  () => {
    it('checks Redis beside the database', async () => {
      const testApp = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
      try {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          result: { components: { database: 'ok', redis: 'ok' } },
        });
      } finally {
        await testApp.close();
      }
    });
  },
);
