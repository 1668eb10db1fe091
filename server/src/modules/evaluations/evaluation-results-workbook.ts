import ExcelJS from 'exceljs';

import type { Locale } from '../../../../contract/constants.ts';
import { defaultCriteriaJob } from '../../../../contract/achievements.ts';
import { evaluationResultsWords } from './evaluation-results-words.ts';
import type {
  ResultCriterion,
  SchoolEvaluationResults,
  StaffMemberResult,
} from './school-evaluation-results.ts';

type CellValue = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  numFmt?: string;
  valueOf(member: StaffMemberResult): CellValue;
}

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/**
 * The calendar day in Riyadh of a moment, as the date a spreadsheet shows: the cell holds that
 * day at midnight UTC, which Excel and LibreOffice show as the day itself in any time zone.
 */
function riyadhDay(moment: Date): Date {
  const riyadh = new Date(moment.getTime() + riyadhOffsetMs);
  return new Date(Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate()));
}

function columnsOf(results: SchoolEvaluationResults, locale: Locale): Column[] {
  const words = evaluationResultsWords(locale);
  const criterionHeader = (criterion: ResultCriterion) => {
    const name = locale === 'ar' ? criterion.nameAr : criterion.nameEn;
    return criterion.job === defaultCriteriaJob
      ? name
      : words.say('otherSetCriterion', { criterion: name, job: criterion.job });
  };
  return [
    { header: words.say('name'), width: 28, valueOf: (member) => member.fullName },
    { header: words.say('email'), width: 32, valueOf: (member) => member.email },
    { header: words.say('job'), width: 20, valueOf: (member) => member.job },
    ...results.criteria.map((criterion): Column => ({
      header: criterionHeader(criterion),
      width: 16,
      numFmt: '0',
      valueOf: (member) => member.scores.get(criterion.id) ?? null,
    })),
    { header: words.say('total'), width: 14, numFmt: '0.00', valueOf: (member) => member.total },
    {
      header: words.say('band'),
      width: 18,
      valueOf: (member) =>
        member.band && (locale === 'ar' ? member.band.nameAr : member.band.nameEn),
    },
    { header: words.say('status'), width: 16, valueOf: (member) => words.status(member.status) },
    {
      header: words.say('finalisedOn'),
      width: 16,
      numFmt: 'yyyy-mm-dd',
      valueOf: (member) => member.finalisedAt && riyadhDay(member.finalisedAt),
    },
    {
      header: words.say('selfAssessmentTotal'),
      width: 16,
      numFmt: '0.00',
      valueOf: (member) => member.selfAssessmentTotal,
    },
  ];
}

/**
 * The school's results as an XLSX workbook: one sheet, a frozen header row of bold, wrapped
 * headers with a filter, one row per staff member, right to left when the language is Arabic.
 */
export async function evaluationResultsWorkbook(
  results: SchoolEvaluationResults,
  locale: Locale,
  madeAt: Date,
): Promise<Buffer> {
  const columns = columnsOf(results, locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shawahid';
  workbook.created = madeAt;
  const sheet = workbook.addWorksheet(
    evaluationResultsWords(locale).say('sheet', { year: results.schoolYear }),
    { views: [{ state: 'frozen', ySplit: 1, rightToLeft: locale === 'ar' }] },
  );
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const member of results.staff) {
    sheet.addRow(columns.map((column) => column.valueOf(member)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
