import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { onUnauthorized } from '../../lib/api/unauthorized-handler.ts';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { getSession, startSession } from '../../lib/session/session-store.ts';
import { rememberSharedDevice } from '../../lib/session/shared-device.ts';

import { logout } from './logout.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';

/** jsdom's page has an address, but Node's Request does not resolve `/api/...` against it. */
class RequestFromPage extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}

describe('logging out when the server refuses the token', () => {
  beforeEach(async () => {
    await activateLocale('en');
    vi.stubGlobal('Request', RequestFromPage);
    // As the app does (app/session/handle-unauthorized.ts): any other call's 401 says why.
    onUnauthorized(() => notifyKey('common.error.unauthorized'));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized(() => undefined);
    vi.restoreAllMocks();
  });

  it('signs out and shows only “Invalid Token”', async () => {
    startSession(makeAccessToken());
    const shown = vi.spyOn(notifications, 'show');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, message: 'x', error: 'common.error.tokenLoggedOut' }),
            { status: 401, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );

    await logout();

    expect(getSession()).toBeNull();
    expect(shown.mock.calls.map(([toast]) => toast.message)).toEqual(['Invalid Token']);
  });

  it('asks the server to clear the site’s cache and storage only from a shared device', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        asked.push(request.url);
        return new Response(JSON.stringify({ success: true, result: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    vi.doMock('../../lib/db/delete-user-data.ts', () => ({ deleteUserData: async () => {} }));
    const shared = makeAccessToken();
    startSession(shared);
    const userId = getSession()?.user.sub ?? '';
    rememberSharedDevice(userId, true);
    await logout();
    startSession(makeAccessToken());
    await logout();

    expect(asked.map((url) => new URL(url).search)).toEqual([
      '?shared_device=true',
      '?shared_device=false',
    ]);
  });
});
