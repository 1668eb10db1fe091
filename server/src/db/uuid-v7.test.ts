import { describe, expect, it } from 'vitest';

import { uuidv7 } from './uuid-v7.ts';

describe('uuidv7', () => {
  it('makes version 7, variant 1 UUIDs that carry their millisecond', () => {
    const id = uuidv7(0x0190f7c0a1b2);

    expect(id).toMatch(/^0190f7c0-a1b2-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts ids by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(3_000)];

    expect([...ids].sort()).toEqual(ids);
    expect(new Set([uuidv7(5), uuidv7(5)]).size).toBe(2);
  });
});
