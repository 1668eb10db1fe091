import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PlanStatus } from '../../../contract/development-plans.ts';

/** A development plan's status, as the plan screens and the dashboards both show it. */
export const planStatusLabel: Record<PlanStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Active`,
  completed: msg`Completed`,
};
