import { schoolYearName } from '../../../../contract/school-year-name.ts';
import ExcelJS from 'exceljs';

import type { Locale } from '../../../../contract/constants.ts';
import { addEvaluationNotesSheet } from './evaluation-notes-sheet.ts';
import { evaluationResultsWords } from './evaluation-results-words.ts';
import { addResultsSheet, criterionHeader, type Column } from './results-sheet.ts';
import type { SchoolEvaluationResults, StaffMemberResult } from './school-evaluation-results.ts';

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/**
 * The calendar day in Riyadh of a moment, as the date a spreadsheet shows: the cell holds that
 * day at midnight UTC, which Excel and LibreOffice show as the day itself in any time zone.
 */
function riyadhDay(moment: Date): Date {
  const riyadh = new Date(moment.getTime() + riyadhOffsetMs);
  return new Date(Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate()));
}

function columnsOf(results: SchoolEvaluationResults, locale: Locale): Column<StaffMemberResult>[] {
  const words = evaluationResultsWords(locale);
  return [
    { header: words.say('name'), width: 28, valueOf: (member) => member.fullName },
    { header: words.say('email'), width: 32, valueOf: (member) => member.email },
    {
      header: words.say('job'),
      width: 20,
      // A job left out at invitation is said so, not left as a blank that reads as missing data.
      valueOf: (member) => member.job?.trim() || words.say('jobNotGiven'),
    },
    ...results.criteria.map((criterion): Column<StaffMemberResult> => ({
      header: criterionHeader(criterion, locale),
      width: 16,
      numFmt: '0',
      valueOf: (member) => member.scores.get(criterion.id) ?? null,
    })),
    {
      header: words.say('overallRating'),
      width: 12,
      numFmt: '0',
      valueOf: (member) => member.overallRating,
    },
    {
      header: words.say('ratingLabel'),
      width: 20,
      valueOf: (member) =>
        member.band && (locale === 'ar' ? member.band.nameAr : member.band.nameEn),
    },
    {
      header: words.say('strengths'),
      width: 40,
      valueOf: (member) => member.strengths || null,
    },
    {
      header: words.say('developmentAreas'),
      width: 40,
      valueOf: (member) => member.developmentAreas || null,
    },
    { header: words.say('status'), width: 16, valueOf: (member) => words.status(member.status) },
    {
      header: words.say('finalisedOn'),
      width: 16,
      numFmt: 'yyyy-mm-dd',
      valueOf: (member) => member.finalisedAt && riyadhDay(member.finalisedAt),
    },
    {
      header: words.say('selfAssessmentRating'),
      width: 16,
      numFmt: '0',
      valueOf: (member) => member.selfAssessmentRating,
    },
  ];
}

/**
 * The school's results as an XLSX workbook: a sheet of one row per staff member, then one of
 * each criterion's scores and notes, both sides (evaluation-notes-sheet.ts).
 */
export async function evaluationResultsWorkbook(
  results: SchoolEvaluationResults,
  locale: Locale,
  madeAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shawahid';
  workbook.created = madeAt;
  addResultsSheet(
    workbook,
    evaluationResultsWords(locale).say('sheet', {
      year: schoolYearName(results.schoolYear, locale),
    }),
    locale,
    columnsOf(results, locale),
    results.staff,
  );
  addEvaluationNotesSheet(workbook, results, locale);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
