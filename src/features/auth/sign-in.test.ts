import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLocale } from '../../lib/i18n/i18n.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { clearSession, getSession } from '../../lib/session/session-store.ts';

import { signInWithToken } from './sign-in.ts';

vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn(async () => undefined) }));

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = {
    sub: '0190f5c6-0000-7000-8000-000000000001',
    fullName: 'Nora',
    email: 'teacher@school.test',
    profilePictureUrl: null,
    role: 'agent',
    organizationId: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

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

    await signInWithToken(token());

    expect(getSession()).not.toBeNull();
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
