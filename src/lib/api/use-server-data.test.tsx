import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error.ts';
import { useServerData } from './use-server-data.ts';

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
});
