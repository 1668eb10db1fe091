import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { toSnakeCaseKeys } from '../../../../contract/case-keys.ts';
import { realtimeCloseCodes } from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../auth/authenticated-user.ts';
import { systemClock } from '../clock.ts';
import { createAccountChecks } from './account-changes.ts';
import type { BusEvent } from './realtime-bus.ts';
import { deliver, type RealtimeConnection, type RealtimeSocket } from './realtime-connection.ts';

// The races of account checks, one step at a time; account-changes.test.ts runs the whole app.

/** A socket that records what the server sends and how it closes it. */
function recordingSocket() {
  const sent: unknown[] = [];
  const closes: number[] = [];
  const socket: RealtimeSocket = {
    readyState: 1,
    send: (data) => sent.push(JSON.parse(data)),
    close: (code) => {
      closes.push(code ?? 1000);
      Object.assign(socket, { readyState: 3 });
    },
    ping: () => undefined,
    terminate: () => undefined,
    on: () => undefined,
  };
  return { socket, sent, closes };
}

function supportUser(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return {
    id: randomUUID(),
    fullName: 'Support Admin',
    email: 'support@shawahid.test',
    role: 'super_admin',
    organizationId: null,
    profilePictureUrl: null,
    locale: 'en',
    tokenId: randomUUID(),
    tokenExpiresAt: new Date(Date.now() + 60_000),
    tokenVersion: 0,
    tokenIsStale: false,
    ...overrides,
  };
}

function privateMessage(): Extract<BusEvent, { kind: 'message' }> {
  const conversationId = randomUUID();
  return {
    kind: 'message',
    contactUserId: null,
    message: {
      id: randomUUID(),
      conversationId,
      sender: 'contact',
      senderName: 'Parent',
      body: 'A private question',
      createdAt: new Date().toISOString(),
    },
  };
}

function signedInConnection(user: AuthenticatedUser) {
  const recorded = recordingSocket();
  const connection: RealtimeConnection = {
    socket: recorded.socket,
    principal: { kind: 'user', user },
    accessToken: 'token',
    tokenExpiresAt: user.tokenExpiresAt,
    heldFrames: undefined,
    alive: true,
  };
  return { ...recorded, connection };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('an account check under way', () => {
  function checkedConnection(user: AuthenticatedUser) {
    const { connection, ...recorded } = signedInConnection(user);
    let answer: (result: AuthenticatedUser | Error) => void = () => undefined;
    const answered = new Promise<AuthenticatedUser>((resolve, reject) => {
      answer = (result) => (result instanceof Error ? reject(result) : resolve(result));
    });
    const checks = createAccountChecks({
      connections: [connection],
      authenticate: () => answered,
      clock: systemClock,
      onError: () => undefined,
    });
    checks.deliver(`user:${user.id}`);
    return { ...recorded, connection, answer };
  }
  it('holds conversation frames back, and sends them when the account still may', async () => {
    const user = supportUser();
    const { connection, sent, answer } = checkedConnection(user);
    const event = privateMessage();

    deliver([connection], event);
    expect(sent).toEqual([]);
    answer(user);
    await settled();

    expect(sent).toEqual([toSnakeCaseKeys({ type: 'message', message: event.message })]);
  });

  it('drops the frames held back when the account may no longer have them', async () => {
    const { connection, sent, closes, answer } = checkedConnection(supportUser());

    deliver([connection], privateMessage());
    answer(new ApiError(401, 'auth.failed.accountInactive'));
    await settled();

    expect(sent).toEqual([{ type: 'error', key: 'auth.failed.accountInactive' }]);
    expect(closes).toEqual([realtimeCloseCodes.unauthorized]);
  });
});

describe('a socket that authenticates while a notice goes by', () => {
  it('is checked once it is listed, since the notice could not find it', async () => {
    const user = supportUser();
    const { connection, closes } = signedInConnection(user);
    const listed: RealtimeConnection[] = [];
    const checks = createAccountChecks({
      connections: listed,
      authenticate: () => Promise.reject(new ApiError(401, 'common.error.tokenLoggedOut')),
      clock: systemClock,
      onError: () => undefined,
    });

    const mark = checks.noticeMark();
    checks.deliver(`token:${user.tokenId}`);
    listed.push(connection);
    checks.watch(connection, mark);
    await settled();

    expect(closes).toEqual([realtimeCloseCodes.unauthorized]);
    checks.stop();
  });
});
