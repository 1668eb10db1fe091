import { randomBytes } from 'node:crypto';

import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { Redis } from 'ioredis';

import { ConfigError } from '../../config.ts';

const keyPrefix = 'shawahid:upload-lock:';
const releaseChannel = 'shawahid:upload-lock-release';
/** A lock outlives a crashed holder by this long at most; a live holder keeps renewing it. */
const lockTtlMs = 15_000;
const renewEveryMs = 5_000;
const acquireTimeoutMs = 30_000;
const retryEveryMs = 50;
/** How often a waiting request asks the holder again to let go. */
const askAgainEveryMs = 1_000;

// Compare-and-delete and compare-and-renew: a lock that expired and was taken by another
// request is never released or extended by its former holder.
const unlockScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

export interface RedisUploadLocker extends Locker {
  start(): Promise<void>;
  close(): Promise<void>;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * The tus locker for several instances (no maintained one exists for @tus/server 2): a lock is
 * a Redis key set only if absent, with an expiry its holder renews. As with tus's MemoryLocker,
 * a request that waits for a lock asks its holder to let go (a PATCH stuck on a dead phone
 * connection), over pub/sub, so the instance holding it ends that request.
 */
export function redisUploadLocker(url: string): RedisUploadLocker {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  redis.on('error', () => {});
  subscriber.on('error', () => {});
  /** Locks this instance holds, with the way to ask their requests to end. */
  const held = new Map<string, RequestRelease>();

  subscriber.on('message', (channel: string, id: string) => {
    if (channel !== releaseChannel) return;
    void Promise.resolve(held.get(id)?.()).catch(() => {});
  });

  function newLock(id: string): Lock {
    const key = keyPrefix + id;
    const token = randomBytes(16).toString('hex');
    let renewal: NodeJS.Timeout | undefined;

    return {
      async lock(stopSignal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        let askedAt = 0;
        while (!stopSignal.aborted && Date.now() < deadline) {
          if ((await redis.set(key, token, 'PX', lockTtlMs, 'NX')) === 'OK') {
            held.set(id, requestRelease);
            renewal = setInterval(() => {
              void redis.eval(renewScript, 1, key, token, lockTtlMs).catch(() => {});
            }, renewEveryMs);
            renewal.unref();
            return;
          }
          if (Date.now() - askedAt >= askAgainEveryMs) {
            askedAt = Date.now();
            await redis.publish(releaseChannel, id);
          }
          await pause(retryEveryMs, stopSignal);
        }
        throw ERRORS.ERR_LOCK_TIMEOUT;
      },
      async unlock() {
        clearInterval(renewal);
        held.delete(id);
        await redis.eval(unlockScript, 1, key, token);
      },
    };
  }

  return {
    newLock,
    async start() {
      try {
        await Promise.all([redis.connect(), subscriber.connect()]);
        await subscriber.subscribe(releaseChannel);
      } catch (error) {
        redis.disconnect();
        subscriber.disconnect();
        const reason = error instanceof Error ? error.message : String(error);
        throw new ConfigError([
          `REDIS_URL names a Redis at ${new URL(url).host} that does not answer (${reason})`,
        ]);
      }
    },
    async close() {
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        redis.quit().catch(() => redis.disconnect()),
      ]);
    },
  };
}
