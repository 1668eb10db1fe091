import { describe, expect, it } from 'vitest';

import { unseenAfter } from './transaction-snapshot.ts';

describe('unseenAfter', () => {
  it('lists the running transactions and starts the floor at the first unassigned id', () => {
    expect(unseenAfter({ xmax: 120n, running: [100n, 117n] })).toEqual({
      floor: 120n,
      older: [100n, 117n],
    });
  });

  it('keeps the oldest running transactions and lowers the floor when too many run', () => {
    const running = Array.from({ length: 20 }, (_, index) => 100n + BigInt(index));
    const unseen = unseenAfter({ xmax: 200n, running });
    expect(unseen.older.length).toBeLessThan(8);
    expect(unseen.older).toEqual(running.slice(0, unseen.older.length));
    // Every running transaction is still unseen: listed, or at or above the floor.
    expect(running.every((id) => unseen.older.includes(id) || id >= unseen.floor)).toBe(true);
  });
});
