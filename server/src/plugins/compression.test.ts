import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

describe('compressed answers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const getPlans = (acceptEncoding: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/subscription-plans/public',
      headers: { 'accept-encoding': acceptEncoding },
    });

  it('gzips a JSON answer for a client that accepts it, with the same envelope inside', async () => {
    const plain = await getPlans('identity');
    const compressed = await getPlans('gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});
