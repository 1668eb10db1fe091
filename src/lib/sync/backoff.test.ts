// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { backoffCapMs, backoffDelayMs } from './backoff.ts';

describe('backoffDelayMs', () => {
  it('doubles from 2 s with each failed attempt', () => {
    const highest = () => 0.999_999;
    expect(backoffDelayMs(1, highest)).toBe(2_000);
    expect(backoffDelayMs(2, highest)).toBe(4_000);
    expect(backoffDelayMs(3, highest)).toBe(8_000);
    expect(backoffDelayMs(6, highest)).toBe(64_000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempts of [9, 10, 50, 1000]) {
      expect(backoffDelayMs(attempts, () => 0.999_999)).toBeLessThanOrEqual(backoffCapMs);
    }
    expect(backoffDelayMs(1000, () => 0.999_999)).toBe(backoffCapMs);
  });

  it('spreads the delay over the upper half with the random source', () => {
    expect(backoffDelayMs(3, () => 0)).toBe(4_000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(6_000);
    expect(backoffDelayMs(10, () => 0)).toBe(backoffCapMs / 2);
  });
});
