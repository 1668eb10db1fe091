import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAccessToken } from '../session/make-access-token.ts';
import { clearSession, startSession } from '../session/session-store.ts';

import { ApiError } from './api-error.ts';
import { askEarly } from './early-answers.ts';
import { reloadServerData } from './reload-server-data.ts';
import type { AnswerKeeping, KeptAnswer } from './server-data-options.ts';
import { failureOf, useServerData } from './use-server-data.ts';

function heldAnswer<T>() {
  let release: (value: T) => void = () => {};
  let refuse: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    refuse = reject;
  });
  return { promise, release, refuse };
}

describe('useServerData', () => {
  it('drops the answer for a key that is no longer asked for and aborts its load', async () => {
    const answers = { a: heldAnswer<string>(), b: heldAnswer<string>() };
    const signals: Record<string, AbortSignal> = {};
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) =>
        useServerData(key, (signal) => {
          signals[key] = signal;
          return answers[key].promise;
        }),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals.a?.aborted).toBe(true);

    await act(async () => answers.b.release('answer for b'));
    await act(async () => answers.a.release('answer for a'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'answer for b' });
  });

  it('reports a refused load as the ApiError the toasts translate', async () => {
    const answer = heldAnswer<string>();
    const { result } = renderHook(() => useServerData('only', () => answer.promise));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current).toMatchObject({ status: 'failed' });
    expect(result.current.status === 'failed' && result.current.error.key).toBe(
      'common.error.network',
    );
  });

  it('keeps the current data on reload until the fresh answer arrives', async () => {
    let answer = heldAnswer<number>();
    const { result } = renderHook(() => useServerData('count', () => answer.promise));
    await act(async () => answer.release(1));
    answer = heldAnswer<number>();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loaded', data: 1 });
    await act(async () => answer.release(2));
    expect(result.current).toMatchObject({ status: 'loaded', data: 2 });
  });

  it('offers the earlier key’s data as `previous` while a new key loads, never as its data', async () => {
    const answers = { 1: heldAnswer<string>(), 2: heldAnswer<string>() };
    const { result, rerender } = renderHook(
      ({ page }: { page: 1 | 2 }) => useServerData(`page ${page}`, () => answers[page].promise),
      { initialProps: { page: 1 } },
    );
    await act(async () => answers[1].release('first page'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ status: 'loading', previous: 'first page' });
    expect('data' in result.current).toBe(false);
    await act(async () => answers[2].release('second page'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'second page' });
  });

  it('drops an answer overtaken by a newer load of the same key', async () => {
    const older = heldAnswer<string>();
    const newer = heldAnswer<string>();
    const answers = [older, newer];
    const { result } = renderHook(() =>
      useServerData('one', () => (answers.shift() ?? newer).promise),
    );
    act(() => result.current.reload());
    await act(async () => newer.release('newer'));
    await act(async () => older.release('older'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'newer' });
  });

  it('drops an answer that comes after the screen was left, releasing what it holds', async () => {
    const answer = heldAnswer<string>();
    const released: string[] = [];
    const { result, unmount } = renderHook(() =>
      useServerData('left', () => answer.promise, { release: (data) => released.push(data) }),
    );
    const shownBefore = result.current;
    unmount();
    await act(async () => answer.release('late'));
    expect(shownBefore.status).toBe('loading');
    expect(released).toEqual(['late']);
  });

  it('releases an answer once a newer one replaces it and when the screen goes', async () => {
    let answer = heldAnswer<string>();
    const released: string[] = [];
    const { result, unmount } = renderHook(() =>
      useServerData('held', () => answer.promise, { release: (data) => released.push(data) }),
    );
    await act(async () => answer.release('first'));
    answer = heldAnswer<string>();
    act(() => result.current.reload());
    expect(released).toEqual([]);
    await act(async () => answer.release('second'));
    expect(released).toEqual(['first']);
    unmount();
    expect(released).toEqual(['first', 'second']);
  });

  it('shows the kept answer at once, not fresh, while asking', async () => {
    const answer = heldAnswer<string>();
    const written: KeptAnswer<string>[] = [];
    const keep: AnswerKeeping<string> = {
      read: () => ({ data: 'kept', savedAt: 5 }),
      write: (kept) => written.push(kept),
    };
    const { result } = renderHook(() => useServerData('kept', () => answer.promise, { keep }));
    expect(result.current).toMatchObject({
      status: 'loaded',
      data: 'kept',
      savedAt: 5,
      fresh: false,
      refreshing: true,
    });
    await act(async () => answer.release('fresh'));
    expect(result.current).toMatchObject({ data: 'fresh', fresh: true, refreshing: false });
    expect(written.map((kept) => kept.data)).toEqual(['fresh']);
  });

  it('shows a kept answer read a moment later, unless the server answered first', async () => {
    const answer = heldAnswer<string>();
    const stored = heldAnswer<KeptAnswer<string> | null>();
    const keep: AnswerKeeping<string> = { read: () => stored.promise, write: () => undefined };
    const { result } = renderHook(() => useServerData('later', () => answer.promise, { keep }));
    expect(result.current.status).toBe('loading');
    await act(async () => stored.release({ data: 'kept', savedAt: 5 }));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'kept', fresh: false });
    await act(async () => answer.release('fresh'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'fresh', fresh: true });
  });

  it('shows the last answer, not fresh, when asking again fails; fails without one', async () => {
    let answer = heldAnswer<string>();
    let stored: KeptAnswer<string> | null = null;
    const keep: AnswerKeeping<string> = {
      read: () => stored,
      write: (kept) => (stored = kept),
    };
    const { result } = renderHook(() => useServerData('offline', () => answer.promise, { keep }));
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current.status).toBe('failed');

    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.release('seen'));
    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'seen', fresh: false });
    expect(failureOf(result.current)?.key).toBe('common.error.network');

    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.release('seen again'));
    expect(result.current).toMatchObject({ data: 'seen again', fresh: true });
    expect(failureOf(result.current)).toBeUndefined();
  });

  it('drops and forgets the kept answer when the server refuses it, not only cannot give it', async () => {
    // A staff member who left the school: the principal's copy of her evidence no longer stands.
    let stored: KeptAnswer<string> | null = { data: 'her evidence', savedAt: 1_000 };
    const keep: AnswerKeeping<string> = {
      read: () => stored,
      write: (kept) => (stored = kept),
      forget: () => (stored = null),
    };
    const answer = heldAnswer<string>();
    const { result } = renderHook(() => useServerData('refused', () => answer.promise, { keep }));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'her evidence' });

    await act(async () => answer.refuse(new ApiError('common.error.notFound', 404)));

    expect(result.current).toMatchObject({ status: 'failed' });
    expect(stored).toBeNull();
  });

  it('with `keepOnFailure`, keeps showing the answer when asking again fails, with the failure', async () => {
    let answer = heldAnswer<string>();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useServerData(key, () => answer.promise, { keepOnFailure: true }),
      { initialProps: { key: 'list' } },
    );
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current.status).toBe('failed');

    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.release('shown'));
    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'shown', fresh: false });
    expect(failureOf(result.current)?.key).toBe('common.error.network');

    // Another key's answer is never kept for it.
    answer = heldAnswer<string>();
    rerender({ key: 'other list' });
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current.status).toBe('failed');
  });

  it('does not release an answer it keeps showing after asking again failed', async () => {
    let answer = heldAnswer<string>();
    const released: string[] = [];
    const { result, unmount } = renderHook(() =>
      useServerData('held after failure', () => answer.promise, {
        keepOnFailure: true,
        release: (data) => released.push(data),
      }),
    );
    await act(async () => answer.release('held'));
    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(released).toEqual([]);
    unmount();
    expect(released).toEqual(['held']);
  });

  it('changes the answer shown in place until a newer answer replaces it', async () => {
    let answer = heldAnswer<string[]>();
    const { result } = renderHook(() => useServerData('messages', () => answer.promise));
    act(() => result.current.update((messages) => [...messages, 'ignored while loading']));
    await act(async () => answer.release(['first']));
    act(() => result.current.update((messages) => [...messages, 'pushed']));
    act(() => result.current.update((messages) => [...messages, 'pushed again']));
    expect(result.current).toMatchObject({
      status: 'loaded',
      data: ['first', 'pushed', 'pushed again'],
    });

    answer = heldAnswer<string[]>();
    act(() => result.current.reload());
    await act(async () => answer.release(['from the server']));
    expect(result.current).toMatchObject({ data: ['from the server'] });
  });

  it('changes only the answer of the key it was given with', async () => {
    const answers = { a: heldAnswer<string>(), b: heldAnswer<string>() };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useServerData(key, () => answers[key].promise),
      { initialProps: { key: 'a' } },
    );
    await act(async () => answers.a.release('a'));
    const updateA = result.current.update;
    rerender({ key: 'b' });
    await act(async () => answers.b.release('b'));
    act(() => updateA((data) => `${data} changed`));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'b' });
  });

  it('keeps the changed answer, not the one before, when asking again fails', async () => {
    let answer = heldAnswer<string>();
    const { result } = renderHook(() =>
      useServerData('kept change', () => answer.promise, { keepOnFailure: true }),
    );
    await act(async () => answer.release('loaded'));
    act(() => result.current.update((data) => `${data} and changed`));
    answer = heldAnswer<string>();
    act(() => result.current.reload());
    await act(async () => answer.refuse(new ApiError('common.error.network', null)));
    expect(result.current).toMatchObject({ data: 'loaded and changed', fresh: false });
  });

  it('changes a kept answer shown before the server answers', () => {
    const keep: AnswerKeeping<string> = {
      read: () => ({ data: 'kept', savedAt: 5 }),
      write: () => undefined,
    };
    const { result } = renderHook(() =>
      useServerData('kept only', () => new Promise<string>(() => undefined), { keep }),
    );
    act(() => result.current.update((data) => `${data} and changed`));
    expect(result.current).toMatchObject({ data: 'kept and changed', fresh: false, savedAt: 5 });
  });

  it('asks again when the browser is back online, keeping what it shows', async () => {
    let answer = heldAnswer<number>();
    let asked = 0;
    const { result } = renderHook(() =>
      useServerData(
        'online',
        () => {
          asked += 1;
          return answer.promise;
        },
        { reloadOnReconnect: true },
      ),
    );
    await act(async () => answer.release(1));
    answer = heldAnswer<number>();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(asked).toBe(2);
    expect(result.current).toMatchObject({ status: 'loaded', data: 1, refreshing: true });
    await act(async () => answer.release(2));
    expect(result.current).toMatchObject({ status: 'loaded', data: 2, refreshing: false });
  });

  it('asks again on every screen showing a key when a write elsewhere changed it', async () => {
    let asked = 0;
    const load = () => Promise.resolve((asked += 1));
    renderHook(() => useServerData('shared', load));
    renderHook(() => useServerData('shared', load));
    renderHook(() => useServerData('other', load));
    await act(async () => undefined);
    expect(asked).toBe(3);
    await act(async () => reloadServerData('shared'));
    expect(asked).toBe(5);
  });

  it('waits to ask until enabled', async () => {
    let asked = 0;
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useServerData('wanted', () => Promise.resolve((asked += 1)), { enabled }),
      { initialProps: { enabled: false } },
    );
    await act(async () => undefined);
    expect(asked).toBe(0);
    expect(result.current).toMatchObject({ status: 'loading', refreshing: false });
    rerender({ enabled: true });
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'loaded', data: 1 });
  });

  it('does not ask on opening for an answer kept since `trustSince`, but does on reload', async () => {
    let asked = 0;
    const keep: AnswerKeeping<string> = {
      read: () => ({ data: 'this run', savedAt: 10 }),
      write: () => undefined,
      trustSince: 10,
    };
    const { result } = renderHook(() =>
      useServerData('trusted', () => Promise.resolve(`asked ${(asked += 1)}`), { keep }),
    );
    await act(async () => undefined);
    expect(asked).toBe(0);
    expect(result.current).toMatchObject({ status: 'loaded', data: 'this run', fresh: true });
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loaded', data: 'asked 1' });
  });

  it('takes the answer asked early for its key on opening instead of asking, and asks on reload', async () => {
    startSession(makeAccessToken('Principal', { role: 'org_admin' }));
    const early = heldAnswer<string>();
    askEarly({ key: 'queue', load: () => early.promise });
    let asked = 0;
    const { result } = renderHook(() =>
      useServerData('queue', () => Promise.resolve(`asked ${++asked}`)),
    );
    expect(result.current.status).toBe('loading');
    await act(async () => early.release('asked early'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'asked early' });
    expect(asked).toBe(0);
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loaded', data: 'asked 1' });
    clearSession();
  });
});
