import { describe, expect, it } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { draftForm } from '../../entities/evaluation/testing/draft-form.ts';

import { formResult } from './form-result.ts';

const criterion = (id: string, weight: number): Criterion => ({
  id,
  job: 'teacher',
  code: id,
  nameEn: id,
  nameAr: id,
  weight,
  sortOrder: 1,
});
const criteria = [criterion('a', 60), criterion('b', 40)];
const level = (rating: number, nameAr: string) => ({
  id: `level-${rating}`,
  rating,
  nameEn: `Level ${rating}`,
  nameAr,
  curveSharePercent: null,
  sortOrder: 6 - rating,
});
const levels = [level(5, 'مثالي'), level(4, 'تخطى التوقعات'), level(3, 'وافق التوقعات')];

describe('formResult', () => {
  it('rates a draft as it is scored, naming the level once every criterion has a score', () => {
    const partial = formResult(
      draftForm({ scores: [{ criterionId: 'a', score: 5, note: '' }] }),
      criteria,
      levels,
    );
    expect(partial).toMatchObject({
      weightedScore: 5,
      overallRating: null,
      complete: false,
      level: undefined,
    });
    // (60 × 4 + 40 × 3) / 100 = 3.6, rated 4.
    const full = formResult(
      draftForm({
        scores: [
          { criterionId: 'a', score: 4, note: '' },
          { criterionId: 'b', score: 3, note: '' },
        ],
      }),
      criteria,
      levels,
    );
    expect(full).toMatchObject({
      weightedScore: 3.6,
      overallRating: 4,
      complete: true,
      level: { nameAr: 'تخطى التوقعات' },
    });
  });

  it('keeps the score and rating the server fixed when the form was closed', () => {
    const closed = formResult(
      draftForm({ status: 'finalised', weightedScore: 3.45, overallRating: 3, scores: [] }),
      criteria,
      levels,
    );
    expect(closed).toMatchObject({
      weightedScore: 3.45,
      overallRating: 3,
      level: { nameAr: 'وافق التوقعات' },
    });
  });
});
