import { describe, expect, it } from 'vitest';

import { formRating, overallRatingOf } from './evaluation-rating.ts';

/** The Ministry's teacher set: nine criteria at 10 %, two (the 8th and 9th) at 5 %. */
const ministrySet = [...Array(11).keys()].map((index) => ({
  id: `c${index}`,
  weight: index === 7 || index === 8 ? 5 : 10,
}));
const scored = (scoreOf: (index: number) => number) =>
  ministrySet.map((criterion, index) => ({ criterionId: criterion.id, score: scoreOf(index) }));

describe('overallRatingOf', () => {
  it.each([
    [1, 1],
    [1.49, 1],
    [1.5, 2],
    [2.49, 2],
    [2.5, 3],
    [3.45, 3],
    [3.49, 3],
    [3.5, 4],
    [4.49, 4],
    [4.5, 5],
    [5, 5],
  ])('rounds %f to %i, halves up', (score, rating) => {
    expect(overallRatingOf(score)).toBe(rating);
  });
});

describe('formRating', () => {
  it('is the weighted mean of the 1-5 scores, to two decimals, rated once every criterion is scored', () => {
    expect(
      formRating(
        ministrySet,
        scored(() => 4),
      ),
    ).toEqual({
      weightedScore: 4,
      overallRating: 4,
      scoredCount: 11,
      complete: true,
    });
    // 3 on the nine at 10 %, 5 on the two at 5 %: (270 + 50) / 100.
    expect(
      formRating(
        ministrySet,
        scored((index) => (index === 7 || index === 8 ? 5 : 3)),
      ),
    ).toMatchObject({ weightedScore: 3.2, overallRating: 3 });
  });

  it.each([
    // [description, scores, weighted score, rating]
    [
      '1.45: four 10 % criteria at 2, the rest at 1, one 5 % at 2',
      (i: number) => (i < 4 || i === 7 ? 2 : 1),
      1.45,
      1,
    ],
    ['1.5: five 10 % criteria at 2, the rest at 1', (i: number) => (i < 5 ? 2 : 1), 1.5, 2],
    [
      '2.45: four at 3, one 5 % at 3, the rest at 2',
      (i: number) => (i < 4 || i === 7 ? 3 : 2),
      2.45,
      2,
    ],
    ['2.5: five at 3, the rest at 2', (i: number) => (i < 5 ? 3 : 2), 2.5, 3],
    [
      '3.45: four at 4, one 5 % at 4, the rest at 3',
      (i: number) => (i < 4 || i === 7 ? 4 : 3),
      3.45,
      3,
    ],
    ['3.5: five at 4, the rest at 3', (i: number) => (i < 5 ? 4 : 3), 3.5, 4],
    [
      '4.45: four at 5, one 5 % at 5, the rest at 4',
      (i: number) => (i < 4 || i === 7 ? 5 : 4),
      4.45,
      4,
    ],
    ['4.5: five at 5, the rest at 4', (i: number) => (i < 5 ? 5 : 4), 4.5, 5],
    ['5: all at 5', () => 5, 5, 5],
    ['1: all at 1', () => 1, 1, 1],
  ])('rates the Ministry set at %s', (_name, scoreOf, weightedScore, rating) => {
    expect(formRating(ministrySet, scored(scoreOf))).toMatchObject({
      weightedScore,
      overallRating: rating,
    });
  });

  it('has no rating while a criterion is unscored, and shows the mean of the scores so far', () => {
    const partial = formRating(ministrySet, [
      { criterionId: 'c0', score: 5 },
      { criterionId: 'c7', score: 2 },
      { criterionId: 'elsewhere', score: 1 },
    ]);
    // (50 + 10) / 15.
    expect(partial).toEqual({
      weightedScore: 4,
      overallRating: null,
      scoredCount: 2,
      complete: false,
    });
    expect(formRating(ministrySet, [])).toEqual({
      weightedScore: 0,
      overallRating: null,
      scoredCount: 0,
      complete: false,
    });
  });

  it('rates the score it shows, so a mean of x.495 shown as x.50 goes up', () => {
    const set = [
      { id: 'a', weight: 101 },
      { id: 'b', weight: 99 },
    ];
    // (101 × 3 + 99 × 4) / 200 = 3.495, shown as 3.50.
    const result = formRating(set, [
      { criterionId: 'a', score: 3 },
      { criterionId: 'b', score: 4 },
    ]);
    expect(result).toMatchObject({ weightedScore: 3.5, overallRating: 4 });
  });

  it('has no rating for an empty set', () => {
    expect(formRating([], [])).toMatchObject({ overallRating: null, complete: false });
  });
});
