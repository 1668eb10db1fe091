// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { withReplayLock } from './replay-lock.ts';
import { createFakeLockManager } from './testing/fake-lock-manager.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('withReplayLock', () => {
  it('turns a second run away while the first holds the in-process flag', async () => {
    const release = deferred();
    const first = withReplayLock(() => release.promise.then(() => 'first'), null, 'flag-test');
    const second = await withReplayLock(() => Promise.resolve('second'), null, 'flag-test');
    release.resolve();
    expect(second).toEqual({ acquired: false });
    expect(await first).toEqual({ acquired: true, value: 'first' });
  });

  it('lets a run in once the previous one finished, even if it threw', async () => {
    await expect(
      withReplayLock(() => Promise.reject(new Error('boom')), null, 'after-throw'),
    ).rejects.toThrow('boom');
    expect(await withReplayLock(() => Promise.resolve(1), null, 'after-throw')).toEqual({
      acquired: true,
      value: 1,
    });
  });

  it('turns away a run from another context holding the Web Lock', async () => {
    const locks = createFakeLockManager();
    const release = deferred();
    const page = withReplayLock(() => release.promise, locks, 'web-lock-test');
    const worker = await withReplayLock(() => Promise.resolve('worker'), locks, 'web-lock-test');
    release.resolve();
    expect(worker).toEqual({ acquired: false });
    expect(await page).toEqual({ acquired: true, value: undefined });
  });
});
