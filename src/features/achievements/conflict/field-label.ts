import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ComparedField } from './changed-fields.ts';

/** The name of each compared field, as the form labels it. */
export const fieldLabel: Record<ComparedField, MessageDescriptor> = {
  description: msg`Description`,
  date: msg`Date and time`,
  duration: msg`Duration`,
  location: msg`Location`,
  criteria: msg`Criteria`,
  type: msg`Evidence type`,
  files: msg`Files`,
  links: msg`Links`,
};
