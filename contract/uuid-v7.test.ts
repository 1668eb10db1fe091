// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { uuidv7 } from './uuid-v7.ts';

const uuidv7Format = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function timestampOf(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('uuidv7', () => {
  it('has the version 7 and RFC variant bits in the canonical format', () => {
    for (let index = 0; index < 100; index += 1) expect(uuidv7()).toMatch(uuidv7Format);
  });

  it('carries the creation time in its first 48 bits', () => {
    const nowMs = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
    expect(timestampOf(uuidv7(nowMs))).toBe(nowMs);
  });

  it('increases strictly within one millisecond', () => {
    const nowMs = Date.UTC(2032, 5, 1);
    const ids = Array.from({ length: 5000 }, () => uuidv7(nowMs));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps increasing when the clock steps back', () => {
    const first = uuidv7(Date.UTC(2033, 0, 1));
    const second = uuidv7(Date.UTC(2020, 0, 1));
    expect(second > first).toBe(true);
  });

  it('sorts ids of later milliseconds after earlier ones', () => {
    const earlier = uuidv7(Date.UTC(2034, 0, 1));
    const later = uuidv7(Date.UTC(2034, 0, 1) + 1);
    expect(later > earlier).toBe(true);
  });
});
