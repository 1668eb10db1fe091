import { describe, expect, it } from 'vitest';

import { reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('doubles its ceiling with each attempt up to 30 seconds', () => {
    const ceilings = [0, 1, 2, 3, 10, 20].map((attempt) => reconnectDelayMs(attempt, () => 1));
    expect(ceilings).toEqual([500, 1_000, 2_000, 4_000, 30_000, 30_000]);
  });

  it('spreads clients between a short floor and the ceiling', () => {
    expect(reconnectDelayMs(5, () => 0)).toBe(250);
    const delays = new Set(Array.from({ length: 20 }, () => reconnectDelayMs(5)));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(16_000);
    }
  });
});
