import type { Locale } from '../../../../../contract/constants.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';

/** The Faris entry sheets' words, in the server's catalogue (as portfolio-words.ts). */
const words = {
  title: /*i18n*/ { id: 'farisSheet.title', message: 'Faris entry sheet' },
  documentTitle: /*i18n*/ {
    id: 'farisSheet.documentTitle',
    message: 'Faris entry sheets - {school} - {year}',
  },
  staffMember: /*i18n*/ { id: 'farisSheet.staffMember', message: 'Staff member: {name}' },
  school: /*i18n*/ { id: 'farisSheet.school', message: 'School: {school} · School year {year}' },
  criteria: /*i18n*/ { id: 'farisSheet.criteria', message: 'Criteria scores (1-5)' },
  overallRating: /*i18n*/ {
    id: 'farisSheet.overallRating',
    message: 'Overall rating: {rating} ({label})',
  },
  weightedScore: /*i18n*/ {
    id: 'farisSheet.weightedScore',
    message: 'Weighted score: {score}',
  },
  strengths: /*i18n*/ { id: 'farisSheet.strengths', message: 'Strengths' },
  developmentAreas: /*i18n*/ {
    id: 'farisSheet.developmentAreas',
    message: 'Areas for development',
  },
  finalised: /*i18n*/ { id: 'farisSheet.finalised', message: 'Finalised by {name} on {date}' },
  finalisedOn: /*i18n*/ { id: 'farisSheet.finalisedOn', message: 'Finalised on {date}' },
  none: /*i18n*/ {
    id: 'farisSheet.none',
    message: 'No evaluation of this school year is finalised yet.',
  },
} satisfies Record<string, EmailMessage>;

export type FarisSheetWord = keyof typeof words;

export function farisSheetWords(locale: Locale) {
  return {
    say: (word: FarisSheetWord, values?: Record<string, string | number>) =>
      emailWords(locale, words[word], values),
  };
}
