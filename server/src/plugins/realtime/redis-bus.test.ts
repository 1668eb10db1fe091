import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.ts';

describe('a Redis that does not answer', () => {
  it('stops start-up with an error naming REDIS_URL, without the URL’s password', async () => {
    const started = buildTestApp({
      env: { REDIS_URL: 'redis://:secret-password@127.0.0.1:1' },
    });

    await expect(started).rejects.toThrow(/REDIS_URL/);
    await expect(started).rejects.not.toThrow(/secret-password/);
  }, 20_000);
});
