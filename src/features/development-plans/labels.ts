import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  planGrades,
  type GoalStatus,
  type PlanGrade,
} from '../../../contract/development-plans.ts';

export const goalStatusLabel: Record<GoalStatus, MessageDescriptor> = {
  not_started: msg`Not started`,
  in_progress: msg`In progress`,
  achieved: msg`Achieved`,
};

/** The principal's grade, 1 to 5. */
export const gradeLabel: Record<PlanGrade, MessageDescriptor> = {
  1: msg`1 – Unsatisfactory`,
  2: msg`2 – Needs improvement`,
  3: msg`3 – Meets expectations`,
  4: msg`4 – Exceeds expectations`,
  5: msg`5 – Outstanding`,
};

export function gradeLabelOf(grade: number): MessageDescriptor | undefined {
  const known = planGrades.find((value) => value === grade);
  return known === undefined ? undefined : gradeLabel[known];
}
