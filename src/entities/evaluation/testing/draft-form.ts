import type { EvaluationRow } from '../evaluation-row.ts';

/** A principal's draft form for Huda, 2026-2027, unscored and synced, with `overrides`. */
export function draftForm(overrides: Partial<EvaluationRow> = {}): EvaluationRow {
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
    weightedScore: 0,
    overallRating: null,
    strengths: '',
    developmentAreas: '',
    history: [],
    acknowledgedAt: null,
    acknowledgementComment: '',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    syncState: 'synced',
    ...overrides,
  };
}
