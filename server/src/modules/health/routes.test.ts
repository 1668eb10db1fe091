import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import packageJson from '../../../../package.json' with { type: 'json' };
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';

describe.each(testDatabases())('GET /api/health on $name', ({ name }) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('reports the database it runs on and that it answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      result: {
        status: 'ok',
        database: name,
        database_responds: true,
        version: packageJson.version,
      },
    });
  });

  it('answers 503 with the database error key when the database is gone', async () => {
    await testApp.connection.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: 'common.error.database' });
  });
});
