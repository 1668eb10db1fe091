import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { portfolioEndpoints } from '../../../contract/endpoints/portfolio.ts';
import { profileEndpoints } from '../../../contract/endpoints/profile.ts';
import { clearSession, startSession } from '../session/session-store.ts';

import { callEndpoint } from './api-client.ts';
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

describe('callEndpoint and a 401', () => {
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

    await expect(callEndpoint(profileEndpoints.read)).rejects.toMatchObject({ status: 401 });

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

    await expect(callEndpoint(profileEndpoints.read)).rejects.toMatchObject({ status: 401 });

    expect(ended).not.toHaveBeenCalled();
  });
});

describe('callEndpoint and the bearer token', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  async function authorizationSentBy(call: () => Promise<unknown>): Promise<string | null> {
    let sent: string | null = null;
    vi.stubGlobal('Request', RequestFromPage);
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        sent = request.headers.get('authorization');
        return Promise.resolve(unauthorized());
      }),
    );
    await call().catch(() => undefined);
    return sent;
  }

  it('sends the session token with a call that needs it, never with an anonymous one', async () => {
    const token = makeAccessToken('signed in');
    startSession(token);
    onUnauthorized(() => undefined);

    expect(await authorizationSentBy(() => callEndpoint(profileEndpoints.read))).toBe(
      `Bearer ${token}`,
    );
    const signIn = () =>
      callEndpoint(authEndpoints.login, { body: { email: 'a@school.test', password: 'x' } });
    expect(await authorizationSentBy(signIn)).toBeNull();
  });
});

describe('callEndpoint and a file', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends the query of a download in the wire’s case and answers the bytes', async () => {
    startSession(makeAccessToken('signed in'));
    let sentUrl = '';
    vi.stubGlobal('Request', RequestFromPage);
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        sentUrl = request.url;
        return Promise.resolve(
          new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
        );
      }),
    );
    const userId = '0195f3a0-0000-7000-8000-0000000000aa';

    const pdf = await callEndpoint(portfolioEndpoints.staffMember, {
      params: { id: userId },
      query: { lang: 'ar', year: 2026 },
    });

    expect(new URL(sentUrl).pathname).toBe(`/api/users/${userId}/portfolio.pdf`);
    expect(new URL(sentUrl).searchParams.toString()).toBe('lang=ar&year=2026');
    expect(await pdf.text()).toBe('%PDF-1.7');
  });
});

describe('callEndpoint and a file the server makes', () => {
  beforeEach(() => {
    vi.stubGlobal('Request', RequestFromPage);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch that answers after `ms`, or fails as fetch does when its signal aborts first. */
  function answeringAfter(ms: number, answer: () => Response) {
    return vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(answer()), ms);
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(request.signal.reason);
          });
        }),
    );
  }

  it('waits for a portfolio PDF as long as the server may take to make it, past the usual limit', async () => {
    vi.stubGlobal(
      'fetch',
      answeringAfter(
        30_000,
        () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const download = callEndpoint(portfolioEndpoints.own, { query: { year: 2026, lang: 'ar' } });
    await vi.advanceTimersByTimeAsync(30_000);
    const file = await download;
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('still gives up on an ordinary call after the usual limit', async () => {
    vi.stubGlobal(
      'fetch',
      answeringAfter(30_000, () => new Response(JSON.stringify({ success: true, result: {} }))),
    );
    const call = callEndpoint(profileEndpoints.read);
    const failed = expect(call).rejects.toMatchObject({ key: 'common.error.connection' });
    await vi.advanceTimersByTimeAsync(30_000);
    await failed;
  });
});
