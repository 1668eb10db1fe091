import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { redisUploadLocker, type RedisUploadLocker } from './redis-upload-locker.ts';
import { answersOnPort } from '../../testing/answers-on-port.ts';

const redisAnswers = await answersOnPort(6379);

describe.skipIf(!redisAnswers)('the Redis lock of resumable uploads', () => {
  // Two lockers: the locks of two instances.
  let first: RedisUploadLocker;
  let second: RedisUploadLocker;

  beforeAll(async () => {
    first = redisUploadLocker('redis://127.0.0.1:6379');
    second = redisUploadLocker('redis://127.0.0.1:6379');
    await Promise.all([first.start(), second.start()]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('asks the other instance’s holder to let go, then takes the lock', async () => {
    const id = randomUUID();
    const held = first.newLock(id);
    const events: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      events.push('asked to let go');
      await held.unlock();
    });

    const wanted = second.newLock(id);
    await wanted.lock(new AbortController().signal, () => {});
    events.push('taken');

    expect(events).toEqual(['asked to let go', 'taken']);
    await wanted.unlock();
  });

  it('gives up waiting when the request is stopped', async () => {
    const id = randomUUID();
    const held = first.newLock(id);
    await held.lock(new AbortController().signal, () => {});
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);

    await expect(second.newLock(id).lock(stop.signal, () => {})).rejects.toMatchObject({
      status_code: 500,
    });
    await held.unlock();
    // Free again for anyone.
    const next = second.newLock(id);
    await next.lock(new AbortController().signal, () => {});
    await next.unlock();
  });

  it('stops start-up with an error naming REDIS_URL when no Redis answers', async () => {
    const nowhere = redisUploadLocker('redis://:secret@127.0.0.1:1');
    await expect(nowhere.start()).rejects.toThrow(/REDIS_URL/);
  }, 20_000);
});
