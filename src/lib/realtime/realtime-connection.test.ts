import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { realtimeCloseCodes } from '../../../contract/support-chat.ts';

import {
  RealtimeConnection,
  type RealtimeConnectionOptions,
  type ChatProblem,
} from './realtime-connection.ts';
import { FakeSocket } from './testing/fake-socket.ts';

describe('RealtimeConnection', () => {
  let sockets: FakeSocket[];
  let problems: ChatProblem[];
  let unauthorized: number;

  function connection(overrides: Partial<RealtimeConnectionOptions> = {}) {
    return new RealtimeConnection({
      token: () => 'token-1',
      onFrame: () => undefined,
      onState: () => undefined,
      onProblem: (problem) => problems.push(problem),
      onUnauthorized: () => {
        unauthorized += 1;
      },
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      ...overrides,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    problems = [];
    unauthorized = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('authenticates with its first frame and is open once the server is ready', () => {
    const chat = connection();
    chat.start();
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]);
    expect(chat.isOpen).toBe(false);
    sockets[0]?.receive({ type: 'ready', support: false });
    expect(chat.isOpen).toBe(true);
    expect(chat.send({ type: 'send', id: 'a', body: 'Hi' })).toBe(true);
    chat.stop();
  });

  it('reports one drop, retries with growing delays, and recovers', () => {
    const chat = connection();
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', support: false });
    sockets[0]?.drop(1006);
    expect(problems).toEqual(['chat.error.disconnected']);
    expect(chat.send({ type: 'ping' })).toBe(false);

    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(3);
    sockets[2]?.drop(1006);
    // Still the same outage: no toast at every failed retry.
    expect(problems).toEqual(['chat.error.disconnected']);

    vi.advanceTimersByTime(2_000);
    sockets[3]?.open();
    sockets[3]?.receive({ type: 'ready', support: false });
    expect(chat.isOpen).toBe(true);
    chat.stop();
  });

  it('reconnects quietly when the server restarts, and speaks up only if that fails', () => {
    const chat = connection();
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', support: false });
    sockets[0]?.drop(realtimeCloseCodes.serviceRestart);
    expect(problems).toEqual([]);

    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop(1006);
    expect(problems).toEqual(['chat.error.connectionFailed']);
    chat.stop();
  });

  it('says the connection failed when it never opened, and stops on a refused token', () => {
    const chat = connection();
    chat.start();
    sockets[0]?.drop(1006);
    expect(problems).toEqual(['chat.error.connectionFailed']);
    vi.advanceTimersByTime(500);
    sockets[1]?.open();
    sockets[1]?.drop(realtimeCloseCodes.unauthorized);
    expect(unauthorized).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects quietly with its token when the server says the account changed', () => {
    const chat = connection();
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', support: true });
    sockets[0]?.drop(realtimeCloseCodes.accountChanged);
    vi.advanceTimersByTime(500);
    sockets[1]?.open();

    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]);
    expect(problems).toEqual([]);
    expect(unauthorized).toBe(0);
    chat.stop();
  });

  it('never retries a refused token, and connects once the session has a new one', () => {
    let token = 'token-1';
    const chat = connection({ token: () => token });
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', support: false });
    sockets[0]?.drop(realtimeCloseCodes.unauthorized);
    expect(unauthorized).toBe(1);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);

    token = 'token-2';
    vi.advanceTimersByTime(2_000);
    sockets[1]?.open();

    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-2' })]);
    expect(problems).toEqual([]);
    chat.stop();
  });

  it('tries the new token at once when the session replaced the refused one already', () => {
    let token = 'token-1';
    const chat = connection({ token: () => token });
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', support: false });
    // "Sign out of all other devices" gave this device a new token before its socket closed.
    token = 'token-2';
    sockets[0]?.drop(realtimeCloseCodes.unauthorized);
    vi.advanceTimersByTime(500);
    sockets[1]?.open();

    expect(sockets[1]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-2' })]);
    expect(unauthorized).toBe(0);
    expect(problems).toEqual([]);
    chat.stop();
  });

  it('does not connect without a token', () => {
    const chat = connection({ token: () => null });
    chat.start();
    expect(sockets).toHaveLength(0);
    expect(problems).toEqual(['chat.error.missingAuthToken']);
  });
});
