import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { zEmptyResult } from '../../../contract/auth.ts';
import { clearSession, startSession } from '../session/session-store.ts';

import { apiCall } from './api-client.ts';
import { onUnauthorized } from './unauthorized-handler.ts';

function tokenFor(name: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = {
    sub: '0190f5c6-0000-7000-8000-000000000001',
    fullName: name,
    email: 'teacher@school.test',
    profilePictureUrl: null,
    role: 'agent',
    organizationId: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const unauthorized = () =>
  new Response(
    JSON.stringify({ success: false, message: 'x', error: 'common.error.tokenLoggedOut' }),
    { status: 401, headers: { 'content-type': 'application/json' } },
  );

/** jsdom's page has an address, but Node's Request does not resolve `/api/...` against it. */
class RequestFromPage extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}

describe('apiCall and a 401', () => {
  beforeEach(() => {
    vi.stubGlobal('Request', RequestFromPage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    onUnauthorized(() => undefined);
  });

  it('ends the session when the token it sent is still the one in use', async () => {
    startSession(tokenFor('first'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(unauthorized())),
    );
    const ended = vi.fn();
    onUnauthorized(ended);

    await expect(apiCall('get', '/profile', zEmptyResult)).rejects.toMatchObject({ status: 401 });

    expect(ended).toHaveBeenCalledOnce();
  });

  it('keeps the session when this device replaced the token while the call was out', async () => {
    startSession(tokenFor('before the new password'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        startSession(tokenFor('after the new password'));
        return Promise.resolve(unauthorized());
      }),
    );
    const ended = vi.fn();
    onUnauthorized(ended);

    await expect(apiCall('get', '/profile', zEmptyResult)).rejects.toMatchObject({ status: 401 });

    expect(ended).not.toHaveBeenCalled();
  });
});
