import type { Locale } from '../../../../contract/constants.ts';
import type { JobModel } from '../../../../contract/job-models.ts';
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
  jobNotGiven: /*i18n*/ { id: 'evaluationResults.jobNotGiven', message: 'Not given' },
  otherSetCriterion: /*i18n*/ {
    id: 'evaluationResults.otherSetCriterion',
    message: '{criterion} ({job})',
  },
  overallRating: /*i18n*/ {
    id: 'evaluationResults.overallRating',
    message: 'Overall rating (1-5)',
  },
  ratingLabel: /*i18n*/ { id: 'evaluationResults.ratingLabel', message: 'Rating' },
  strengths: /*i18n*/ { id: 'evaluationResults.strengths', message: 'Strengths' },
  developmentAreas: /*i18n*/ {
    id: 'evaluationResults.developmentAreas',
    message: 'Areas for development',
  },
  status: /*i18n*/ { id: 'evaluationResults.status', message: 'Status' },
  finalisedOn: /*i18n*/ { id: 'evaluationResults.finalisedOn', message: 'Finalised on' },
  selfAssessmentRating: /*i18n*/ {
    id: 'evaluationResults.selfAssessmentRating',
    message: 'Self-assessment rating (1-5)',
  },
  notesSheet: /*i18n*/ { id: 'evaluationResults.notesSheet', message: 'Notes by criterion' },
  criterion: /*i18n*/ { id: 'evaluationResults.criterion', message: 'Criterion' },
  evaluatorScore: /*i18n*/ {
    id: 'evaluationResults.evaluatorScore',
    message: 'Evaluator’s score (1-5)',
  },
  evaluatorNote: /*i18n*/ { id: 'evaluationResults.evaluatorNote', message: 'Evaluator’s note' },
  selfAssessmentScore: /*i18n*/ {
    id: 'evaluationResults.selfAssessmentScore',
    message: 'Self-assessment score (1-5)',
  },
  selfAssessmentNote: /*i18n*/ {
    id: 'evaluationResults.selfAssessmentNote',
    message: 'Self-assessment note',
  },
} satisfies Record<string, EmailMessage>;

/** The job models' names, as the app shows them (src/entities/job-model/job-model-label.ts). */
const jobModelNames = {
  teacher: /*i18n*/ { id: 'evaluationResults.jobModel.teacher', message: 'Teacher' },
  deputy: /*i18n*/ { id: 'evaluationResults.jobModel.deputy', message: 'Deputy principal' },
  principal: /*i18n*/ { id: 'evaluationResults.jobModel.principal', message: 'School principal' },
  student_counsellor: /*i18n*/ {
    id: 'evaluationResults.jobModel.studentCounsellor',
    message: 'Student counsellor',
  },
  kindergarten_teacher: /*i18n*/ {
    id: 'evaluationResults.jobModel.kindergartenTeacher',
    message: 'Kindergarten teacher',
  },
  lab_technician: /*i18n*/ {
    id: 'evaluationResults.jobModel.labTechnician',
    message: 'Lab technician',
  },
  activity_teacher: /*i18n*/ {
    id: 'evaluationResults.jobModel.activityTeacher',
    message: 'Activity teacher',
  },
  health_counsellor: /*i18n*/ {
    id: 'evaluationResults.jobModel.healthCounsellor',
    message: 'Health counsellor',
  },
} satisfies Record<JobModel, EmailMessage>;

const isJobModel = (job: string): job is JobModel => job in jobModelNames;

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
  /** A set's job model by its name; a job that is no model (older data) as it is stored. */
  jobModel(job: string): string;
}

export function evaluationResultsWords(locale: Locale): EvaluationResultsWords {
  return {
    say: (word, values) => emailWords(locale, words[word], values),
    status: (status) => emailWords(locale, statuses[status]),
    jobModel: (job) => (isJobModel(job) ? emailWords(locale, jobModelNames[job]) : job),
  };
}
