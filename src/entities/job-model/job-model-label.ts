import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { JobModel } from '../../../contract/job-models.ts';

/** A job model in the words every screen uses (criteria sets, staff forms, evaluations). */
export const jobModelLabel: Record<JobModel, MessageDescriptor> = {
  teacher: msg`Teacher`,
  deputy: msg`Deputy principal`,
  principal: msg`School principal`,
  student_counsellor: msg`Student counsellor`,
  kindergarten_teacher: msg`Kindergarten teacher`,
  lab_technician: msg`Lab technician`,
  activity_teacher: msg`Activity teacher`,
  health_counsellor: msg`Health counsellor`,
};
