import type ExcelJS from 'exceljs';

import type { Locale } from '../../../../contract/constants.ts';
import { defaultCriteriaJob } from '../../../../contract/achievements.ts';
import { spreadsheetText } from '../../http/spreadsheet-text.ts';
import { evaluationResultsWords } from './evaluation-results-words.ts';
import type { ResultCriterion } from './school-evaluation-results.ts';

export type CellValue = string | number | Date | null;

export interface Column<Row> {
  header: string;
  width: number;
  numFmt?: string;
  valueOf(row: Row): CellValue;
}

/** A criterion's name in the reader's language, with its set's job when not the teacher set. */
export function criterionHeader(criterion: ResultCriterion, locale: Locale): string {
  const name = locale === 'ar' ? criterion.nameAr : criterion.nameEn;
  const words = evaluationResultsWords(locale);
  return criterion.job === defaultCriteriaJob
    ? name
    : words.say('otherSetCriterion', { criterion: name, job: words.jobModel(criterion.job) });
}

/**
 * A sheet of the results workbook: a frozen header row of bold, wrapped headers with a filter,
 * one row per entry, right to left when the language is Arabic.
 */
export function addResultsSheet<Row>(
  workbook: ExcelJS.Workbook,
  name: string,
  locale: Locale,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }],
  });
  sheet.columns = columns.map((column) => ({
    header: spreadsheetText(column.header),
    width: column.width,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const row of rows) {
    // Names, addresses, jobs and notes are what people typed: never a formula (OWASP).
    sheet.addRow(columns.map((column) => spreadsheetText(column.valueOf(row))));
  }
  return sheet;
}
