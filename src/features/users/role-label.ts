import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Role } from '../../../contract/constants.ts';

export const roleLabel: Record<Role, MessageDescriptor> = {
  super_admin: msg`Super admin`,
  org_admin: msg`Principal`,
  agent: msg`Teacher`,
  customer: msg`Customer`,
};

export const roleColor: Record<Role, string> = {
  super_admin: 'grape',
  org_admin: 'indigo',
  agent: 'teal',
  customer: 'gray',
};
