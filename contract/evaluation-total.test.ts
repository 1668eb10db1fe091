import { describe, expect, it } from 'vitest';

import { bandOfTotal, weightedTotal } from './evaluation-total.ts';

const criteria = [
  { id: 'a', weight: 50 },
  { id: 'b', weight: 30 },
  { id: 'c', weight: 20 },
];
const bands = [
  { id: 'excellent', minScore: 90, maxScore: 100 },
  { id: 'very-good', minScore: 80, maxScore: 89.99 },
  { id: 'low', minScore: 0, maxScore: 79.99 },
];
const scored = (a: number, b: number, c: number) => [
  { criterionId: 'a', score: a },
  { criterionId: 'b', score: b },
  { criterionId: 'c', score: c },
];

describe('weightedTotal', () => {
  it('counts each score out of 5 times its weight, out of 100', () => {
    expect(weightedTotal(criteria, scored(5, 5, 5))).toEqual({
      total: 100,
      scoredCount: 3,
      complete: true,
    });
    expect(weightedTotal(criteria, scored(4, 3, 5)).total).toBe(40 + 18 + 20);
  });

  it('is incomplete while a criterion has no score, and ignores scores outside the set', () => {
    const partial = weightedTotal(criteria, [
      { criterionId: 'a', score: 5 },
      { criterionId: 'elsewhere', score: 5 },
    ]);
    expect(partial).toEqual({ total: 50, scoredCount: 1, complete: false });
  });

  it('scales weights that do not sum to 100, to two decimals', () => {
    const thirds = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
      { id: 'c', weight: 1 },
    ];
    expect(weightedTotal(thirds, scored(5, 4, 4)).total).toBe(86.67);
  });
});

describe('bandOfTotal', () => {
  it('takes the band whose range holds the total, both ends included', () => {
    expect(bandOfTotal(90, bands)?.id).toBe('excellent');
    expect(bandOfTotal(89.99, bands)?.id).toBe('very-good');
    expect(bandOfTotal(80, bands)?.id).toBe('very-good');
    expect(bandOfTotal(12, bands)?.id).toBe('low');
  });

  it('names no band for a total between ranges or without bands', () => {
    expect(bandOfTotal(79.995, bands)).toBeUndefined();
    expect(bandOfTotal(95, [])).toBeUndefined();
  });
});
