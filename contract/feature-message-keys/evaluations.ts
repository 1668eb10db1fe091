/** Message keys of the evaluation form, beyond the spec's catalogue. Owned by that feature. */
export const evaluationMessageKeys = [
  /** A change to a form that is finalised, submitted or acknowledged (it is read-only). */
  'evaluations.failed.readOnly',
  /** Finalising or submitting a form that is not a draft, or acknowledging one not finalised. */
  'evaluations.failed.invalidTransition',
  /** Finalising before every criterion of the set has a score. */
  'evaluations.failed.incomplete',
  /** Finalising before the strengths and the areas for development are written. */
  'evaluations.failed.writtenFeedbackMissing',
  /** Strengths and areas for development on a self-assessment: only the evaluator writes them. */
  'evaluations.failed.writtenFeedbackPrincipalOnly',
  /** A score for a criterion that is not in the staff member's criteria set. */
  'evaluations.failed.criterionNotInSet',
  /** Evaluating oneself, or someone the caller is not the evaluator of. */
  'evaluations.failed.notEvaluator',
  /** A self-assessment once the principal has finalised the evaluation. */
  'evaluations.failed.selfAssessmentClosed',
  /** A second form for the same staff member, school year and side under another id. */
  'evaluations.failed.alreadyExists',
  'evaluations.success.finalised',
  'evaluations.success.submitted',
  'evaluations.success.acknowledged',
] as const;

export type EvaluationMessageKey = (typeof evaluationMessageKeys)[number];
