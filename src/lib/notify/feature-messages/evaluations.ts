import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EvaluationMessageKey } from '../../../../contract/feature-message-keys/evaluations.ts';

/** The translated text of the evaluation form's own message keys. */
export const evaluationMessages: Record<EvaluationMessageKey, MessageDescriptor> = {
  'evaluations.failed.readOnly': msg`This form is closed and can no longer be changed.`,
  'evaluations.failed.invalidTransition': msg`The form cannot take this step from its current state.`,
  'evaluations.failed.incomplete': msg`Score every criterion before closing the form.`,
  'evaluations.failed.writtenFeedbackMissing': msg`Write the strengths and the areas for development before finalising.`,
  'evaluations.failed.writtenFeedbackPrincipalOnly': msg`Only the evaluator writes strengths and areas for development.`,
  'evaluations.failed.criterionNotInSet': msg`This criterion is not in the staff member’s criteria set.`,
  'evaluations.failed.notEvaluator': msg`You cannot evaluate this person. Nobody evaluates their own work.`,
  'evaluations.failed.selfAssessmentClosed': msg`The evaluation is finalised; the self-assessment is closed.`,
  'evaluations.failed.alreadyExists': msg`This form was already started on another device.`,
  'evaluations.success.finalised': msg`The evaluation is finalised.`,
  'evaluations.success.submitted': msg`Your self-assessment was sent to your principal.`,
  'evaluations.success.acknowledged': msg`You acknowledged the evaluation.`,
};
