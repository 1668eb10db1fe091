import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded: string[] = [];
const failing = new Set<string>();

vi.mock('./route-screens.tsx', () => ({
  preloadScreenFor: vi.fn(async (path: string) => {
    loaded.push(path);
    if (failing.has(path)) throw new Error('offline');
  }),
}));

const { useWarmScreens } = await import('./use-warm-screens.ts');

beforeEach(() => {
  vi.useFakeTimers();
  loaded.length = 0;
  failing.clear();
});

afterEach(() => vi.useRealTimers());

describe('warming the main screens', () => {
  it('loads nothing while the current screen settles, then each screen in turn', async () => {
    renderHook(() => useWarmScreens(['/dashboard', '/achievements', '/development-plans']));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(loaded).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(loaded).toEqual(['/dashboard', '/achievements', '/development-plans']);
  });

  it('goes on past a screen that fails to load', async () => {
    failing.add('/achievements');
    renderHook(() => useWarmScreens(['/achievements', '/profile']));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(loaded).toEqual(['/achievements', '/profile']);
  });

  it('stops when the navigation goes away', async () => {
    const { unmount } = renderHook(() => useWarmScreens(['/achievements', '/profile']));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(loaded).toEqual([]);
  });
});
