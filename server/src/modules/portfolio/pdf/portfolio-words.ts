import type { EvidenceType } from '../../../../../contract/achievements.ts';
import type { Locale } from '../../../../../contract/constants.ts';
import type { GoalStatus, PlanStatus } from '../../../../../contract/development-plans.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';

/**
 * The portfolio's own words, in the server's catalogue (`server/src/locales/<locale>/emails.po`,
 * the one catalogue of words the server writes itself; `npm run i18n:extract` collects the
 * descriptors marked `i18n`).
 */
const words = {
  title: /*i18n*/ { id: 'portfolio.title', message: 'Achievement portfolio' },
  schoolYear: /*i18n*/ { id: 'portfolio.schoolYear', message: 'School year {year}' },
  name: /*i18n*/ { id: 'portfolio.name', message: 'Name' },
  job: /*i18n*/ { id: 'portfolio.job', message: 'Job' },
  school: /*i18n*/ { id: 'portfolio.school', message: 'School' },
  principal: /*i18n*/ { id: 'portfolio.principal', message: 'Principal' },
  scanToOpen: /*i18n*/ {
    id: 'portfolio.scanToOpen',
    message: 'Scan to open this portfolio online',
  },
  acceptedOnly: /*i18n*/ {
    id: 'portfolio.acceptedOnly',
    message: 'Evidence accepted by the principal only',
  },
  reviewAccepted: /*i18n*/ {
    id: 'portfolio.reviewAccepted',
    message: 'Accepted by {name} on {date}',
  },
  reviewAcceptedUndated: /*i18n*/ { id: 'portfolio.reviewAcceptedUndated', message: 'Accepted' },
  reviewReturned: /*i18n*/ {
    id: 'portfolio.reviewReturned',
    message: 'Returned to the staff member for changes',
  },
  reviewPending: /*i18n*/ {
    id: 'portfolio.reviewPending',
    message: 'Awaiting the principal’s review',
  },
  scanToOpenFile: /*i18n*/ { id: 'portfolio.scanToOpenFile', message: 'Scan to open {name}' },
  madeOn: /*i18n*/ { id: 'portfolio.madeOn', message: 'Made with Shawahid on {date}' },
  contents: /*i18n*/ { id: 'portfolio.contents', message: 'Contents' },
  weight: /*i18n*/ { id: 'portfolio.weight', message: 'Weight {weight}%' },
  evidenceCount: /*i18n*/ {
    id: 'portfolio.evidenceCount',
    message:
      '{count, plural, =0 {No evidence} one {One piece of evidence} other {# pieces of evidence}}',
  },
  noEvidence: /*i18n*/ {
    id: 'portfolio.noEvidence',
    message: 'No evidence for this criterion in this school year.',
  },
  location: /*i18n*/ { id: 'portfolio.location', message: 'Location: {location}' },
  files: /*i18n*/ { id: 'portfolio.files', message: 'Files: {names}' },
  alsoCountsFor: /*i18n*/ { id: 'portfolio.alsoCountsFor', message: 'Also counts for: {criteria}' },
  printedUnder: /*i18n*/ {
    id: 'portfolio.printedUnder',
    message: 'Evidence of {date}, printed under {criterion}.',
  },
  printedOnce: /*i18n*/ {
    id: 'portfolio.printedOnce',
    message:
      'Each piece of evidence is printed once, under the first of its criteria, with the other criteria it also counts for named below it.',
  },
  plans: /*i18n*/ { id: 'portfolio.plans', message: 'Development plans' },
  noPlans: /*i18n*/ {
    id: 'portfolio.noPlans',
    message: 'No development plan ran during this school year.',
  },
  period: /*i18n*/ { id: 'portfolio.period', message: 'From {start} to {end}' },
  goalDetails: /*i18n*/ {
    id: 'portfolio.goalDetails',
    message: 'Due {date} · {status} · {progress}%',
  },
  goalTarget: /*i18n*/ { id: 'portfolio.goalTarget', message: 'Target: {target}' },
  selfEvaluation: /*i18n*/ { id: 'portfolio.selfEvaluation', message: 'Self-evaluation: {text}' },
  principalComment: /*i18n*/ {
    id: 'portfolio.principalComment',
    message: 'Principal’s comment: {text}',
  },
  grade: /*i18n*/ { id: 'portfolio.grade', message: 'Grade: {grade} of 5' },
  page: /*i18n*/ { id: 'portfolio.page', message: 'Page {page} of {pages}' },
  evaluation: /*i18n*/ { id: 'portfolio.evaluation', message: 'Evaluation summary' },
  evaluationRating: /*i18n*/ {
    id: 'portfolio.evaluationRating',
    message: 'Overall rating: {rating} of 5 ({label})',
  },
  evaluationWeightedScore: /*i18n*/ {
    id: 'portfolio.evaluationWeightedScore',
    message: 'Weighted score: {score}',
  },
  evaluationStrengths: /*i18n*/ { id: 'portfolio.evaluationStrengths', message: 'Strengths' },
  evaluationDevelopmentAreas: /*i18n*/ {
    id: 'portfolio.evaluationDevelopmentAreas',
    message: 'Areas for development',
  },
  evaluationScore: /*i18n*/ { id: 'portfolio.evaluationScore', message: '{score} of 5' },
  evaluationFinalisedBy: /*i18n*/ {
    id: 'portfolio.evaluationFinalisedBy',
    message: 'Finalised by {name} on {date}',
  },
  evaluationFinalisedOn: /*i18n*/ {
    id: 'portfolio.evaluationFinalisedOn',
    message: 'Finalised on {date}',
  },
  evaluationAcknowledged: /*i18n*/ {
    id: 'portfolio.evaluationAcknowledged',
    message: 'Acknowledged by the staff member on {date}',
  },
  acknowledgementComment: /*i18n*/ {
    id: 'portfolio.acknowledgementComment',
    message: 'Their comment: {text}',
  },
  objection: /*i18n*/ { id: 'portfolio.objection', message: 'Objection' },
  objectionSubmitted: /*i18n*/ {
    id: 'portfolio.objectionSubmitted',
    message: 'Objection sent by the staff member on {date}',
  },
  objectionReason: /*i18n*/ { id: 'portfolio.objectionReason', message: 'Reason: {text}' },
  objectionKept: /*i18n*/ {
    id: 'portfolio.objectionKept',
    message: 'The principal kept the score ({score} of 5) on {date}',
  },
  objectionChanged: /*i18n*/ {
    id: 'portfolio.objectionChanged',
    message: 'The principal changed the score from {from} to {to} on {date}',
  },
  objectionAwaiting: /*i18n*/ {
    id: 'portfolio.objectionAwaiting',
    message: 'Awaiting the principal’s answer',
  },
  objectionComment: /*i18n*/ {
    id: 'portfolio.objectionComment',
    message: 'Principal’s comment: {text}',
  },
  objectionRatingChange: /*i18n*/ {
    id: 'portfolio.objectionRatingChange',
    message: 'Overall rating before the objection: {before}; after it: {after}',
  },
} satisfies Record<string, EmailMessage>;

const evidenceTypes = {
  image: /*i18n*/ { id: 'portfolio.evidenceType.image', message: 'Image' },
  video: /*i18n*/ { id: 'portfolio.evidenceType.video', message: 'Video' },
  document: /*i18n*/ { id: 'portfolio.evidenceType.document', message: 'Document' },
  link: /*i18n*/ { id: 'portfolio.evidenceType.link', message: 'Link' },
  certificate: /*i18n*/ { id: 'portfolio.evidenceType.certificate', message: 'Certificate' },
  other: /*i18n*/ { id: 'portfolio.evidenceType.other', message: 'Other' },
} satisfies Record<EvidenceType, EmailMessage>;

const planStatuses = {
  draft: /*i18n*/ { id: 'portfolio.planStatus.draft', message: 'Draft' },
  active: /*i18n*/ { id: 'portfolio.planStatus.active', message: 'Active' },
  completed: /*i18n*/ { id: 'portfolio.planStatus.completed', message: 'Completed' },
} satisfies Record<PlanStatus, EmailMessage>;

const goalStatuses = {
  not_started: /*i18n*/ { id: 'portfolio.goalStatus.notStarted', message: 'Not started' },
  in_progress: /*i18n*/ { id: 'portfolio.goalStatus.inProgress', message: 'In progress' },
  achieved: /*i18n*/ { id: 'portfolio.goalStatus.achieved', message: 'Achieved' },
} satisfies Record<GoalStatus, EmailMessage>;

export type PortfolioWord = keyof typeof words;

/** The portfolio's words in one language, with their placeholders filled. */
export interface PortfolioWords {
  say(word: PortfolioWord, values?: Record<string, string | number>): string;
  evidenceType(type: EvidenceType): string;
  planStatus(status: PlanStatus): string;
  goalStatus(status: GoalStatus): string;
}

export function portfolioWords(locale: Locale): PortfolioWords {
  return {
    say: (word, values) => emailWords(locale, words[word], values),
    evidenceType: (type) => emailWords(locale, evidenceTypes[type]),
    planStatus: (status) => emailWords(locale, planStatuses[status]),
    goalStatus: (status) => emailWords(locale, goalStatuses[status]),
  };
}
