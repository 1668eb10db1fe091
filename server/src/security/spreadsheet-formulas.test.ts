import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { evaluationResultsWorkbook } from '../modules/evaluations/evaluation-results-workbook.ts';
import { spreadsheetText } from '../http/spreadsheet-text.ts';

const hostile = [
  '=HYPERLINK("http://evil.example","x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-1+1',
  '\tTab',
  '\rReturn',
];

describe('formula-like text in a spreadsheet (OWASP CSV injection)', () => {
  it('keeps each hostile beginning as text, and leaves ordinary text and numbers alone', () => {
    for (const value of hostile) expect(spreadsheetText(value)).toBe(`'${value}`);
    expect(spreadsheetText('سارة أحمد')).toBe('سارة أحمد');
    expect(spreadsheetText('Sara = teacher')).toBe('Sara = teacher');
    expect(spreadsheetText(-3)).toBe(-3);
    expect(spreadsheetText(null)).toBeNull();
  });

  it('writes names, jobs and addresses of the school’s results that way', async () => {
    const workbook = await evaluationResultsWorkbook(
      {
        schoolName: 'Al-Noor',
        schoolYear: '2026-2027',
        criteria: [],
        staff: hostile.map((value) => ({
          fullName: value,
          email: '=1+1@school.test',
          job: '@job',
          scores: new Map(),
          notes: new Map(),
          status: 'not_started',
          overallRating: null,
          band: null,
          strengths: value,
          developmentAreas: value,
          finalisedAt: null,
          selfAssessmentRating: null,
          selfAssessmentScores: new Map(),
          selfAssessmentNotes: new Map(),
        })),
      },
      'en',
      new Date('2026-11-28T08:00:00Z'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const names = hostile.map((_, index) => sheet?.getRow(index + 2).getCell(1).value);
    // XML reads a carriage return back as a line feed; what matters is the apostrophe first.
    expect(names.map((name) => String(name).replace(/\r|\n/g, ' '))).toEqual(
      hostile.map((value) => `'${value.replace(/\r/g, ' ')}`),
    );
    expect(sheet?.getRow(2).getCell(2).value).toBe("'=1+1@school.test");
    expect(sheet?.getRow(2).getCell(3).value).toBe("'@job");
    // The principal's written feedback too.
    const texts = (sheet?.getRow(2).values ?? []) as unknown[];
    expect(texts.filter((cell) => cell === `'${hostile[0] ?? ''}`)).toHaveLength(3);
  });
});
