import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Role } from '../../../contract/constants.ts';

export interface MenuLink {
  to: string;
  label: MessageDescriptor;
}

export const visitorLinks: readonly MenuLink[] = [
  { to: '/#features', label: msg`Features` },
  { to: '/#pricing', label: msg`Pricing` },
];

/** The logged-in main menu by role (docs/roles-and-permissions.md, "Menus"). */
export function mainMenuLinks(role: Role): MenuLink[] {
  const links: MenuLink[] = [{ to: '/', label: msg`Home` }];
  if (role === 'super_admin') {
    links.push({ to: '/admin-settings', label: msg`System settings` });
    links.push({ to: '/organizations', label: msg`Manage organizations` });
    links.push({ to: '/support-centre', label: msg`Support centre` });
  }
  if (role === 'super_admin' || role === 'org_admin') {
    links.push({ to: '/manage-users', label: msg`Manage users` });
  }
  links.push({ to: '/development-plans', label: msg`Development plan` });
  return links;
}
