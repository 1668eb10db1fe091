import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Role } from '../../../contract/constants.ts';

/** One person's role, in the words every screen uses (avatar menu, staff lists, support). */
export const roleLabel: Record<Role, MessageDescriptor> = {
  super_admin: msg`System administrator`,
  org_admin: msg`Principal`,
  agent: msg`Teacher`,
  customer: msg`Billing contact`,
};

/** The same words for a group of people, as in counts per role. */
export const rolePluralLabel: Record<Role, MessageDescriptor> = {
  super_admin: msg`System administrators`,
  org_admin: msg`Principals`,
  agent: msg`Teachers`,
  customer: msg`Billing contacts`,
};
