/**
 * Message keys of the evaluation season's objection and eligibility (issue 33, items 5 and 8).
 * Owned by the evaluations feature, beside `evaluations.ts`.
 */
export const evaluationSeasonMessageKeys = [
  /** An objection after the school's window closed (docs/states-and-transitions.md). */
  'evaluations.failed.objectionWindowClosed',
  /** A second objection to the same form, or one to a form that is not finalised. */
  'evaluations.failed.objectionNotAllowed',
  /** An objection to a criterion the form did not score, or to one criterion twice. */
  'evaluations.failed.objectionCriterion',
  /** Evidence linked to an objection that is not the teacher's own. */
  'evaluations.failed.objectionEvidence',
  /** An answer to an item that is already answered, or with no objection open. */
  'evaluations.failed.objectionAnswered',
  /** "Changed" with the score the criterion already has, or without a new score. */
  'evaluations.failed.objectionScoreUnchanged',
  /** A form of a staff member marked as not evaluated this school year. */
  'evaluations.failed.notEvaluatedThisYear',
  /** The self-assessment of a member marked as not evaluated this school year. */
  'evaluations.failed.selfNotEvaluatedThisYear',
  /** Marking as not evaluated a member whose evaluation is already finalised. */
  'evaluations.failed.exemptionAfterFinalised',
  /** A reason that is not in the list of reasons. */
  'evaluations.failed.unknownExemptionReason',
  'evaluations.success.objectionSent',
  'evaluations.success.objectionAnswered',
  'evaluations.success.exemptionSaved',
  'evaluations.success.exemptionRemoved',
  'evaluations.success.settingsSaved',
] as const;

export type EvaluationSeasonMessageKey = (typeof evaluationSeasonMessageKeys)[number];
