import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '../../lib/i18n/i18n.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { clearSession, getSession } from '../../lib/session/session-store.ts';

import { signInWithToken } from './sign-in.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';

vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn(async () => undefined) }));

describe('signing in', () => {
  beforeEach(async () => {
    await activateLocale('en');
  });

  afterEach(() => {
    clearSession();
  });

  it('clears the failures shown before it succeeded', async () => {
    notifyKey('auth.failed.invalidCredentials');
    notifyKey('common.error.connection');
    expect(notificationsStore.getState().notifications).toHaveLength(2);

    await signInWithToken(makeAccessToken());

    expect(getSession()).not.toBeNull();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
