import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./first-screen.ts');
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('work that waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the first screen is committed and painted', async () => {
    const { afterFirstScreen, firstScreenCommitted } = await freshModule();
    const waiting = afterFirstScreen();
    expect(await settled(waiting)).toBe(false);

    firstScreenCommitted();
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('starts anyway once the deadline passes, e.g. in a tab that never paints', async () => {
    const { afterFirstScreen, backgroundWorkDeadlineMs } = await freshModule();
    const waiting = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(backgroundWorkDeadlineMs - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('replays, once and after the first paint, the taps boot.js held before the app ran', async () => {
    const { firstScreenCommitted } = await freshModule();
    const tapped = document.createElement('button');
    const removed = document.createElement('button');
    document.body.append(tapped);
    let taps = 0;
    let removedTaps = 0;
    tapped.addEventListener('click', () => (taps += 1));
    removed.addEventListener('click', () => (removedTaps += 1));
    window.__heldClicks = [tapped, removed];

    firstScreenCommitted();
    firstScreenCommitted();
    expect(taps).toBe(0);
    await vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);

    expect(taps).toBe(1);
    expect(removedTaps).toBe(0);
    expect(window.__heldClicks).toBeUndefined();
    tapped.remove();
  });
});
