import type { Role } from '../../../contract/constants.ts';

/** A role's badge and chart colour, the same wherever roles are shown. */
export const roleColor: Record<Role, string> = {
  super_admin: 'grape',
  org_admin: 'indigo',
  agent: 'teal',
  customer: 'orange',
};
