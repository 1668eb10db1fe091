import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Role } from '../../../contract/constants.ts';

/** The same words the avatar menu uses for each role. */
export const roleLabel: Record<Role, MessageDescriptor> = {
  super_admin: msg`System administrator`,
  org_admin: msg`School principal`,
  agent: msg`Staff member`,
  customer: msg`Customer`,
};
