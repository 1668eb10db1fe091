import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { realtimeCloseCodes } from '../../../contract/support-chat.ts';
import { FakeSocket } from '../../lib/realtime/testing/fake-socket.ts';

import { listenForPokes } from './listen-for-pokes.ts';

describe('listenForPokes', () => {
  let sockets: FakeSocket[];
  let token: string;
  let pulls: number;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'token-1';
    pulls = 0;
    stop = listenForPokes(
      () => token,
      () => {
        pulls += 1;
      },
      () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    );
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function connectLatest() {
    sockets.at(-1)?.open();
    sockets.at(-1)?.receive({ type: 'ready', support: false });
  }

  it('pulls on a poke for this user at once', () => {
    connectLatest();
    const before = pulls;
    sockets[0]?.receive({ type: 'poke', everyone: false });
    expect(pulls).toBe(before + 1);
  });

  it('pulls again each time the socket is back, for the pokes sent while it was down', () => {
    connectLatest();
    const afterFirstConnect = pulls;
    sockets[0]?.drop(1006);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    expect(pulls).toBe(afterFirstConnect);
    connectLatest();
    expect(pulls).toBe(afterFirstConnect + 1);
  });

  it('pulls once back with the fresh token after "sign out of other devices" refused the old one', () => {
    connectLatest();
    const before = pulls;
    sockets[0]?.drop(realtimeCloseCodes.unauthorized);
    token = 'token-2';
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    connectLatest();
    expect(pulls).toBe(before + 1);
  });
});
