// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { clearSessionMirror, readSessionMirror, writeSessionMirror } from './session-mirror.ts';

afterEach(() => clearSessionMirror());

describe('session mirror', () => {
  it('holds the signed-in user and token for the service worker', async () => {
    await writeSessionMirror({ userId: 'teacher', accessToken: 'token-1' }, 1000);
    expect(await readSessionMirror()).toEqual({
      userId: 'teacher',
      accessToken: 'token-1',
      updatedAt: 1000,
    });
  });

  it('holds only the latest session', async () => {
    await writeSessionMirror({ userId: 'teacher', accessToken: 'token-1' });
    await writeSessionMirror({ userId: 'colleague', accessToken: 'token-2' });
    expect(await readSessionMirror()).toMatchObject({
      userId: 'colleague',
      accessToken: 'token-2',
    });
  });

  it('is empty after sign-out', async () => {
    await writeSessionMirror({ userId: 'teacher', accessToken: 'token-1' });
    await clearSessionMirror();
    expect(await readSessionMirror()).toBeNull();
  });
});
