import type { PlanStatus } from '../../../contract/development-plans.ts';

/** A development plan status's badge and chart colour. */
export const planStatusColor: Record<PlanStatus, string> = {
  draft: 'gray',
  active: 'blue',
  completed: 'teal',
};
