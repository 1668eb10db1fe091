import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { zEmptyResult } from '../../../contract/auth.ts';
import { clearSession, startSession } from '../session/session-store.ts';

import { apiCall } from './api-client.ts';
import { onUnauthorized } from './unauthorized-handler.ts';
import { makeAccessToken } from '../session/make-access-token.ts';

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
    startSession(makeAccessToken('first'));
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
    startSession(makeAccessToken('before the new password'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        startSession(makeAccessToken('after the new password'));
        return Promise.resolve(unauthorized());
      }),
    );
    const ended = vi.fn();
    onUnauthorized(ended);

    await expect(apiCall('get', '/profile', zEmptyResult)).rejects.toMatchObject({ status: 401 });

    expect(ended).not.toHaveBeenCalled();
  });
});
