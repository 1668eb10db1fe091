import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { EvaluationStatus } from '../../../contract/evaluations.ts';

export const evaluationStatusLabel: Record<EvaluationStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  finalised: msg`Finalised`,
  acknowledged: msg`Acknowledged`,
};

export const evaluationStatusColor: Record<EvaluationStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  finalised: 'teal',
  acknowledged: 'green',
};
