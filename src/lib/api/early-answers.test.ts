import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeAccessToken } from '../session/make-access-token.ts';
import { clearSession, startSession } from '../session/session-store.ts';

import {
  askEarly,
  earlyAnswerLifetimeMs,
  earlyAnswerOr,
  takeEarlyAnswer,
  whileAskingEarly,
  type ServerDataRequest,
} from './early-answers.ts';

const principal = { sub: 'principal-1', role: 'org_admin' } as const;

function countedRequest(key: string, answer = `answer for ${key}`) {
  const load = vi.fn((_signal: AbortSignal) => Promise.resolve(answer));
  return { request: { key, load } satisfies ServerDataRequest<string>, load };
}

beforeEach(() => {
  startSession(makeAccessToken('Principal', principal));
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  // Whatever a test left is taken, so the next starts with none.
  for (const key of ['queue', 'staff']) takeEarlyAnswer(key);
});

describe('answers asked early', () => {
  it('hands the answer to the first screen asking for its key, once', async () => {
    const { request, load } = countedRequest('queue');
    askEarly(request);
    askEarly(request);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takeEarlyAnswer('queue')).resolves.toBe('answer for queue');
    expect(takeEarlyAnswer('queue')).toBeUndefined();
    expect(takeEarlyAnswer('staff')).toBeUndefined();
  });

  it('asks nothing without a session', () => {
    clearSession();
    const { request, load } = countedRequest('queue');
    askEarly(request);
    expect(load).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('queue')).toBeUndefined();
  });

  it('gives no answer to another user signed in since it was asked', () => {
    const { request, load } = countedRequest('queue');
    askEarly(request);
    startSession(makeAccessToken('Another principal', { ...principal, sub: 'principal-2' }));
    expect(takeEarlyAnswer('queue')).toBeUndefined();
    expect(load.mock.calls[0]?.[0].aborted).toBe(true);
  });

  it('drops an answer not taken in time, and asks again after it', () => {
    vi.useFakeTimers();
    const { request, load } = countedRequest('queue');
    askEarly(request);
    vi.advanceTimersByTime(earlyAnswerLifetimeMs + 1);
    expect(takeEarlyAnswer('queue')).toBeUndefined();
    askEarly(request);
    vi.advanceTimersByTime(earlyAnswerLifetimeMs + 1);
    askEarly(request);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls[1]?.[0].aborted).toBe(true);
    expect(takeEarlyAnswer('queue')).toBeDefined();
  });

  it('leaves a failed answer to the screen that takes it, unreported until then', async () => {
    const failure = new Error('offline');
    askEarly({ key: 'staff', load: () => Promise.reject(failure) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyAnswer('staff')).rejects.toBe(failure);
  });

  it('lets a screen drawn while an early ask’s code is loading wait for it rather than ask again', async () => {
    let codeArrived: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      codeArrived = resolve;
    });
    const { request, load: earlyLoad } = countedRequest('queue', 'asked early');
    void whileAskingEarly(code.then(() => askEarly(request)));
    const screenLoad = vi.fn(() => Promise.resolve('asked by the screen'));

    const shown = earlyAnswerOr('queue', screenLoad);
    codeArrived();
    await expect(shown).resolves.toBe('asked early');
    expect(screenLoad).not.toHaveBeenCalled();
    expect(earlyLoad).toHaveBeenCalledTimes(1);

    // Nothing under way and nothing asked: the screen asks, at once.
    await expect(earlyAnswerOr('queue', screenLoad)).resolves.toBe('asked by the screen');
  });
});
