import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

/** What a live query throws in render once Safari has closed a backgrounded page's database. */
const connectionLost = () =>
  Object.assign(
    new Error('Connection to Indexed Database server lost. Refresh the page to try again'),
    {
      name: 'UnknownError',
    },
  );

/** A screen that fails while `state.failing`, as a live query does while its connection is lost. */
function screenFailing(state: { failing: boolean }, error: () => Error) {
  return function Screen() {
    if (state.failing) throw error();
    return <p>Evidence list</p>;
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it('shows the screen again by itself after the device’s database lost its connection', async () => {
    activateSourceEnglish();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const database = { failing: true };
    const Screen = screenFailing(database, connectionLost);
    // The middleware drops the lost connection as the failed query settles; the next one opens.
    setTimeout(() => (database.failing = false), 0);
    renderWithProviders(
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>,
    );
    expect(screen.queryByText('Evidence list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Evidence list')).toBeTruthy();
  });

  it('says what happened, that saved work is kept, and offers a reload, in Arabic', async () => {
    await activateArabic();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = screenFailing({ failing: true }, () => new TypeError('x is undefined'));
    renderWithProviders(
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'تعذّر عرض هذه الشاشة' })).toBeTruthy();
    expect(screen.getByText(/ما حفظته باقٍ على هذا الجهاز/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeTruthy();
  });

  it('stops retrying a connection that keeps failing and offers the reload', async () => {
    activateSourceEnglish();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const Screen = screenFailing({ failing: true }, connectionLost);
    renderWithProviders(
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>,
    );
    for (let step = 0; step < 20; step += 1) {
      await act(async () => vi.advanceTimersByTimeAsync(250));
    }
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
