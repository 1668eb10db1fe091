import { describe, expect, it } from 'vitest';

import { evaluationResultsFileName } from './evaluation-results-export.ts';

describe('evaluationResultsFileName', () => {
  it('names the file after the school and school year in the reader’s language', () => {
    expect(evaluationResultsFileName('Al Noor School', '2026-2027', 'en')).toBe(
      'Evaluation results - Al Noor School - 2026-2027.xlsx',
    );
    expect(evaluationResultsFileName('مدرسة النور', '2026-2027', 'ar')).toBe(
      'نتائج التقييم - مدرسة النور - 2026-2027.xlsx',
    );
  });

  it('keeps no path or bidi character from a school’s name', () => {
    expect(evaluationResultsFileName('../Noor\u202e/x', '2026-2027', 'en')).toBe(
      'Evaluation results - .. Noor x - 2026-2027.xlsx',
    );
  });
});
