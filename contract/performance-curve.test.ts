import { describe, expect, it } from 'vitest';

import { curveDistribution, ratingPastCurve } from './performance-curve.ts';

/** The published split: 20 % at 5, 25 % at 4, 3 and below the rest. */
const levels = [
  { rating: 5, curveSharePercent: 20 },
  { rating: 4, curveSharePercent: 25 },
  { rating: 3, curveSharePercent: null },
  { rating: 2, curveSharePercent: null },
  { rating: 1, curveSharePercent: null },
];
const finalised = (...ratings: number[]) =>
  ratings.map((overallRating) => ({ status: 'finalised', overallRating }));

describe('curveDistribution', () => {
  it('counts finalised ratings per level with their percent, drafts apart', () => {
    const forms = [
      ...finalised(5, 4, 4, 3, 3, 3, 3, 3, 2, 1),
      { status: 'acknowledged', overallRating: 3 },
      { status: 'draft', overallRating: 5 },
      { status: 'draft', overallRating: null },
    ];
    const distribution = curveDistribution(forms, levels);
    expect(distribution.finalisedCount).toBe(11);
    expect(distribution.draftCount).toBe(2);
    expect(distribution.bars.map((bar) => [bar.rating, bar.count, bar.percent])).toEqual([
      [5, 1, 9],
      [4, 2, 18],
      [3, 6, 55],
      [2, 1, 9],
      [1, 1, 9],
    ]);
    expect(distribution.bars.some((bar) => bar.pastShare)).toBe(false);
  });

  it('marks a level past its share only beyond it: 20 % at 5 is within, 21 % is past', () => {
    const within = curveDistribution(finalised(5, 4, 3, 3, 3), levels);
    expect(within.bars[0]).toMatchObject({ rating: 5, percent: 20, pastShare: false });
    const past = curveDistribution(finalised(5, 5, 4, 3, 3, 3, 3, 3, 3), levels);
    expect(past.bars[0]).toMatchObject({ rating: 5, count: 2, percent: 22, pastShare: true });
    const fourPast = curveDistribution(finalised(4, 4, 3), levels);
    expect(fourPast.bars[1]).toMatchObject({ rating: 4, pastShare: true });
  });

  it('leaves out the forms of staff not evaluated this year, finalised or draft', () => {
    const forms = [
      ...finalised(5, 3, 3, 3),
      { status: 'finalised', overallRating: 5, notEvaluatedReason: 'long_leave' },
      { status: 'draft', overallRating: 4, notEvaluatedReason: 'transfer' },
      { status: 'finalised', overallRating: 4, notEvaluatedReason: null },
    ];
    const distribution = curveDistribution(forms, levels);
    expect(distribution).toMatchObject({ finalisedCount: 5, draftCount: 0 });
    expect(distribution.bars.map((bar) => [bar.rating, bar.count])).toEqual([
      [5, 1],
      [4, 1],
      [3, 3],
      [2, 0],
      [1, 0],
    ]);
    // Counted, the exempt 5 would have put the level past its share (2 of 6).
    expect(distribution.bars[0]?.pastShare).toBe(false);
    expect(
      ratingPastCurve(
        [...finalised(3, 3, 3), { status: 'finalised', overallRating: 5, notEvaluatedReason: 'x' }],
        5,
        levels,
      ),
    ).toMatchObject({ rating: 5, count: 1, percent: 25 });
  });

  it('shows empty bars when nothing is finalised', () => {
    const empty = curveDistribution([{ status: 'draft', overallRating: 4 }], levels);
    expect(empty.bars.map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
    expect(empty).toMatchObject({ finalisedCount: 0, draftCount: 1 });
  });
});

describe('ratingPastCurve', () => {
  it('warns when finalising a rating would take its level past the share', () => {
    const others = finalised(5, 4, 3, 3);
    expect(ratingPastCurve(others, 5, levels)).toMatchObject({ rating: 5, count: 2, percent: 40 });
    expect(ratingPastCurve(others, 3, levels)).toBeUndefined();
    expect(ratingPastCurve(finalised(5, 4, 3, 3, 3, 3, 3, 3, 3), 4, levels)).toBeUndefined();
  });

  it('never warns for a level the split sets no ceiling on', () => {
    expect(ratingPastCurve(finalised(1, 1), 1, levels)).toBeUndefined();
  });
});
