import { describe, expect, it } from 'vitest';

import { halalasFromRiyals, riyalsFromHalalas } from './riyals.ts';

describe('riyals and halalas', () => {
  it('converts without floating-point drift', () => {
    expect(halalasFromRiyals(575)).toBe(57500);
    expect(halalasFromRiyals(19.99)).toBe(1999);
    expect(halalasFromRiyals(0.29)).toBe(29);
    expect(riyalsFromHalalas(1999)).toBe(19.99);
  });
});
