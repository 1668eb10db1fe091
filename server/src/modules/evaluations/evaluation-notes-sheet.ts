import type ExcelJS from 'exceljs';

import type { Locale } from '../../../../contract/constants.ts';
import { evaluationResultsWords } from './evaluation-results-words.ts';
import { addResultsSheet, criterionHeader, type Column } from './results-sheet.ts';
import type {
  ResultCriterion,
  SchoolEvaluationResults,
  StaffMemberResult,
} from './school-evaluation-results.ts';

interface CriterionEntry {
  member: StaffMemberResult;
  criterion: ResultCriterion;
}

/** The criteria a member has anything for, on either side, in the columns' order. */
function entriesOf(results: SchoolEvaluationResults): CriterionEntry[] {
  return results.staff.flatMap((member) =>
    results.criteria
      .filter(
        (criterion) =>
          member.scores.has(criterion.id) || member.selfAssessmentScores.has(criterion.id),
      )
      .map((criterion) => ({ member, criterion })),
  );
}

/**
 * The second sheet: one row per staff member and criterion scored, with the evaluator's score
 * and note beside the self-assessment's, so the notes of eleven criteria need no eleven more
 * columns on the first sheet.
 */
export function addEvaluationNotesSheet(
  workbook: ExcelJS.Workbook,
  results: SchoolEvaluationResults,
  locale: Locale,
): void {
  const words = evaluationResultsWords(locale);
  const columns: Column<CriterionEntry>[] = [
    { header: words.say('name'), width: 28, valueOf: ({ member }) => member.fullName },
    { header: words.say('email'), width: 32, valueOf: ({ member }) => member.email },
    {
      header: words.say('criterion'),
      width: 36,
      valueOf: ({ criterion }) => criterionHeader(criterion, locale),
    },
    {
      header: words.say('evaluatorScore'),
      width: 14,
      numFmt: '0',
      valueOf: ({ member, criterion }) => member.scores.get(criterion.id) ?? null,
    },
    {
      header: words.say('evaluatorNote'),
      width: 48,
      valueOf: ({ member, criterion }) => member.notes.get(criterion.id) ?? null,
    },
    {
      header: words.say('selfAssessmentScore'),
      width: 14,
      numFmt: '0',
      valueOf: ({ member, criterion }) => member.selfAssessmentScores.get(criterion.id) ?? null,
    },
    {
      header: words.say('selfAssessmentNote'),
      width: 48,
      valueOf: ({ member, criterion }) => member.selfAssessmentNotes.get(criterion.id) ?? null,
    },
  ];
  const sheet = addResultsSheet(
    workbook,
    words.say('notesSheet'),
    locale,
    columns,
    entriesOf(results),
  );
  for (const column of [5, 7])
    sheet.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
}
