import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { CriteriaSetMessageKey } from '../../../../contract/feature-message-keys/criteria-sets.ts';

/** The translated text of the criteria sets' own message keys. */
export const criteriaSetMessages: Record<CriteriaSetMessageKey, MessageDescriptor> = {
  'criteria.failed.weightsNot100': msg`The weights of a set must add up to 100.`,
  'criteria.failed.inUse': msg`A criterion that evidence, a goal or an evaluation uses cannot be removed; rename it instead.`,
  'criteria.failed.notInSet': msg`This criterion is not in the set being edited. Reload and try again.`,
  'criteria.success.setSaved': msg`The criteria set is saved.`,
};
