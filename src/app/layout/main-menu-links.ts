import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Role } from '../../../contract/constants.ts';
import { homePathFor } from '../../lib/session/home-path.ts';

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
  // Home is where the user works, not the marketing page that offers them a free trial.
  const links: MenuLink[] = [{ to: homePathFor(role), label: msg`Home` }];
  if (role === 'super_admin') {
    links.push({ to: '/admin-settings', label: msg`System settings` });
    links.push({ to: '/organizations', label: msg`Manage organizations` });
    links.push({ to: '/support-centre', label: msg`Support centre` });
  }
  if (role === 'super_admin' || role === 'org_admin') {
    links.push({ to: '/manage-users', label: msg`Manage users` });
  }
  // A customer's account only pays for a school; plans are staff work.
  if (role !== 'customer') links.push({ to: '/development-plans', label: msg`Development plan` });
  return links;
}
