import type { Locale } from '../../../../contract/constants.ts';
import { emailWords, type EmailMessage } from '../../plugins/mail/email-words.ts';
import type { ResultStatus } from './school-evaluation-results.ts';

/**
 * The words of the school's results spreadsheet, in the server's catalogue
 * (`server/src/locales/<locale>/emails.po`, the one catalogue of words the server writes
 * itself; `npm run i18n:extract` collects the descriptors marked `i18n`).
 */
const words = {
  sheet: /*i18n*/ { id: 'evaluationResults.sheet', message: 'Evaluations {year}' },
  name: /*i18n*/ { id: 'evaluationResults.name', message: 'Name' },
  email: /*i18n*/ { id: 'evaluationResults.email', message: 'Email' },
  job: /*i18n*/ { id: 'evaluationResults.job', message: 'Job' },
  otherSetCriterion: /*i18n*/ {
    id: 'evaluationResults.otherSetCriterion',
    message: '{criterion} ({job})',
  },
  total: /*i18n*/ { id: 'evaluationResults.total', message: 'Total (out of 100)' },
  band: /*i18n*/ { id: 'evaluationResults.band', message: 'Rating' },
  status: /*i18n*/ { id: 'evaluationResults.status', message: 'Status' },
  finalisedOn: /*i18n*/ { id: 'evaluationResults.finalisedOn', message: 'Finalised on' },
  selfAssessmentTotal: /*i18n*/ {
    id: 'evaluationResults.selfAssessmentTotal',
    message: 'Self-assessment total',
  },
} satisfies Record<string, EmailMessage>;

const statuses = {
  not_started: /*i18n*/ { id: 'evaluationResults.status.notStarted', message: 'Not started' },
  draft: /*i18n*/ { id: 'evaluationResults.status.draft', message: 'Draft' },
  submitted: /*i18n*/ { id: 'evaluationResults.status.submitted', message: 'Submitted' },
  finalised: /*i18n*/ { id: 'evaluationResults.status.finalised', message: 'Finalised' },
  acknowledged: /*i18n*/ { id: 'evaluationResults.status.acknowledged', message: 'Acknowledged' },
} satisfies Record<ResultStatus, EmailMessage>;

export type EvaluationResultsWord = keyof typeof words;

/** The spreadsheet's words in one language, with their placeholders filled. */
export interface EvaluationResultsWords {
  say(word: EvaluationResultsWord, values?: Record<string, string | number>): string;
  status(status: ResultStatus): string;
}

export function evaluationResultsWords(locale: Locale): EvaluationResultsWords {
  return {
    say: (word, values) => emailWords(locale, words[word], values),
    status: (status) => emailWords(locale, statuses[status]),
  };
}
