import { describe, expect, it } from 'vitest';

import { ratingLift } from './rating-lift.ts';

const ministrySet = [...Array(11).keys()].map((index) => ({
  id: `c${index}`,
  weight: index === 7 || index === 8 ? 5 : 10,
}));
const scored = (scoreOf: (index: number) => number) =>
  ministrySet.map((criterion, index) => ({ criterionId: criterion.id, score: scoreOf(index) }));

describe('ratingLift', () => {
  it('names every criterion one point on which alone reaches the next rating', () => {
    // 3.4: four 10 % criteria at 4, the rest at 3. A 10 % criterion adds 0.1 (3.5, rated 4); a
    // 5 % one only 0.05 (3.45, still 3).
    const lift = ratingLift(
      ministrySet,
      scored((i) => (i < 4 ? 4 : 3)),
    );
    expect(lift).toEqual({
      nextRating: 4,
      needs: 'any',
      criterionIds: ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c9', 'c10'],
    });
  });

  it('names the fewest heaviest criteria when one is not enough', () => {
    // 3.3: three at 4, the rest at 3; a 10 % criterion adds 0.1, so two are needed.
    const lift = ratingLift(
      ministrySet,
      scored((i) => (i < 3 ? 4 : 3)),
    );
    expect(lift).toEqual({ nextRating: 4, needs: 'all', criterionIds: ['c0', 'c1'] });
  });

  it('says nothing when the next rating is out of reach, at 5, or before every criterion is scored', () => {
    expect(
      ratingLift(
        ministrySet,
        scored(() => 3),
      ),
    ).toBeUndefined();
    expect(
      ratingLift(
        ministrySet,
        scored(() => 5),
      ),
    ).toBeUndefined();
    expect(ratingLift(ministrySet, [{ criterionId: 'c0', score: 3 }])).toBeUndefined();
  });

  it('never counts a criterion already at 5', () => {
    // 4.45: all 10 % at 5 but one, the 5 % ones at 4 and... nothing below 5 is a 10 %.
    const lift = ratingLift(
      ministrySet,
      scored((i) => (i === 7 || i === 8 ? 4 : i === 0 ? 4 : 5)),
    );
    // (8 × 50 + 40 + 2 × 20) / 100 = 4.8 → 5 already: no lift.
    expect(lift).toBeUndefined();
    const fourish = ratingLift(
      ministrySet,
      scored((i) => (i < 4 || i === 7 ? 5 : 4)),
    );
    expect(fourish?.criterionIds).not.toContain('c0');
  });
});
