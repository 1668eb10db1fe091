import { describe, expect, it } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';

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
const bands = [
  { id: 'top', minScore: 90, maxScore: 100, nameEn: 'Excellent', nameAr: 'ممتاز', sortOrder: 1 },
  { id: 'rest', minScore: 0, maxScore: 89.99, nameEn: 'Other', nameAr: 'غير', sortOrder: 2 },
];

function makeForm(overrides: Partial<EvaluationRow>): EvaluationRow {
  return {
    id: 'form',
    side: 'principal',
    evaluateeId: 'teacher',
    evaluateeName: 'Huda',
    criteriaJob: 'teacher',
    schoolYear: '2026-2027',
    status: 'draft',
    scores: [],
    createdById: 'principal',
    closedById: null,
    closedByName: null,
    closedAt: null,
    total: 0,
    bandId: null,
    acknowledgedAt: null,
    acknowledgementComment: '',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    syncState: 'synced',
    ...overrides,
  };
}

describe('formResult', () => {
  it('adds up a draft as it is scored, naming the band once every criterion has a score', () => {
    const partial = formResult(
      makeForm({ scores: [{ criterionId: 'a', score: 5, note: '' }] }),
      criteria,
      bands,
    );
    expect(partial).toMatchObject({ total: 60, complete: false, band: undefined });
    const full = formResult(
      makeForm({
        scores: [
          { criterionId: 'a', score: 5, note: '' },
          { criterionId: 'b', score: 4, note: '' },
        ],
      }),
      criteria,
      bands,
    );
    expect(full).toMatchObject({ total: 92, complete: true, band: { id: 'top' } });
  });

  it('keeps the total and band fixed when the form was closed', () => {
    const closed = formResult(
      makeForm({ status: 'finalised', total: 85, bandId: 'rest', scores: [] }),
      criteria,
      bands,
    );
    expect(closed).toMatchObject({ total: 85, band: { id: 'rest' } });
  });
});
