import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { EvaluationSummary } from '../../../contract/portfolio-shares.ts';
import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { SharedEvaluationSection } from './shared-evaluation-section.tsx';

const summary: EvaluationSummary = {
  overallRating: 4,
  weightedScore: 3.5,
  ratingNameEn: 'Exceeded expectations',
  ratingNameAr: 'تخطى التوقعات',
  strengths: 'Clear lesson plans',
  developmentAreas: 'Vary the assessment',
  scores: [
    {
      criterionId: 'c1',
      nameEn: 'Performing job duties',
      nameAr: 'أداء الواجبات الوظيفية',
      score: 4,
    },
  ],
  principalName: 'Fatima Al-Otaibi',
  finalisedAt: '2027-05-10T09:00:00Z',
  acknowledgedAt: null,
  acknowledgementComment: '',
  objection: null,
};

/** The shared page's evaluation: the rating 1-5 with its label (issue 33), never a percentage. */
describe('the evaluation on the shared page', () => {
  it('shows the rating of 5 with its label and the weighted score, no percentage, in English', () => {
    activateSourceEnglish();
    renderWithProviders(<SharedEvaluationSection summary={summary} />);
    expect(screen.getByText('Rating 4 of 5')).toBeTruthy();
    expect(screen.getByText('Exceeded expectations')).toBeTruthy();
    expect(screen.getByText('Weighted score 3.50')).toBeTruthy();
    const section = document.querySelector('section')?.textContent ?? '';
    expect(section).not.toMatch(/%|٪|of 100/);
  });

  it('shows the rating with its Arabic label, no percentage, in Arabic', async () => {
    await activateArabic();
    renderWithProviders(<SharedEvaluationSection summary={summary} />);
    const section = document.querySelector('section')?.textContent ?? '';
    expect(section).toContain('تخطى التوقعات');
    expect(section).not.toContain('Exceeded expectations');
    expect(section).toContain('التقدير 4 من 5');
    expect(section).not.toMatch(/%|٪|100/);
  }, 20_000);
});
