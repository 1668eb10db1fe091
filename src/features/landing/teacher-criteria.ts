import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The eleven criteria of the Ministry of Education's teacher job-performance evaluation, in its order. */
export const teacherCriteria: readonly MessageDescriptor[] = [
  msg`Performing job duties`,
  msg`Interaction with the professional community`,
  msg`Interaction with parents`,
  msg`Diversifying teaching strategies`,
  msg`Improving learners' results`,
  msg`Preparing and implementing the learning plan`,
  msg`Using suitable learning technologies and aids`,
  msg`Preparing the learning environment`,
  msg`Classroom management`,
  msg`Analysing learners' results and diagnosing their levels`,
  msg`Diversifying assessment methods`,
];
