import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EvaluationSeasonMessageKey } from '../../../../contract/feature-message-keys/evaluation-season.ts';

/** The translated text of the objection's and eligibility's own message keys. */
export const evaluationSeasonMessages: Record<EvaluationSeasonMessageKey, MessageDescriptor> = {
  'evaluations.failed.objectionWindowClosed': msg`The time to object to this evaluation has passed.`,
  'evaluations.failed.objectionNotAllowed': msg`This evaluation cannot take an objection: it is not finalised, or you already objected.`,
  'evaluations.failed.objectionCriterion': msg`Object to criteria the evaluation scored, each once.`,
  'evaluations.failed.objectionEvidence': msg`Link only your own evidence to the objection.`,
  'evaluations.failed.objectionAnswered': msg`This objection is already answered.`,
  'evaluations.failed.objectionScoreUnchanged': msg`Choose a score different from the current one, or keep it.`,
  'evaluations.failed.notEvaluatedThisYear': msg`This staff member is marked as not evaluated this school year.`,
  'evaluations.failed.selfNotEvaluatedThisYear': msg`Your principal marked you as not evaluated this school year, so there is no self-assessment to fill in.`,
  'evaluations.failed.exemptionAfterFinalised': msg`The evaluation is already finalised; it cannot be marked as not evaluated.`,
  'evaluations.failed.unknownExemptionReason': msg`Choose a reason from the list.`,
  'evaluations.success.objectionSent': msg`Your objection was sent to your principal.`,
  'evaluations.success.objectionAnswered': msg`Your answer was sent to the teacher.`,
  'evaluations.success.exemptionSaved': msg`Marked as not evaluated this school year.`,
  'evaluations.success.exemptionRemoved': msg`The staff member is evaluated this school year again.`,
  'evaluations.success.settingsSaved': msg`The evaluation settings are saved.`,
};
