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

/** A customer is a billing contact: achievements, plans and the profile are staff work. */
const onlyPays = (role: Role) => role === 'customer';

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
  // The school's staff record evidence; the super admin's header is full with the platform's
  // screens (the phone's bottom bar still takes them to theirs).
  if (role === 'org_admin' || role === 'agent') {
    links.push({ to: '/achievements', label: msg`Evidence` });
  }
  if (!onlyPays(role)) links.push({ to: '/development-plans', label: msg`Development plans` });
  // A principal evaluates their staff there (and finds their own); a teacher finds theirs.
  if (role === 'org_admin') links.push({ to: '/evaluations', label: msg`Evaluations` });
  if (role === 'agent') links.push({ to: '/evaluations', label: msg`My evaluation` });
  return links;
}

/** The avatar menu's own page, repeated in the phone's menu drawer for the roles that open it. */
export function profileLink(role: Role): MenuLink | null {
  return onlyPays(role) ? null : { to: '/profile', label: msg`My Profile` };
}

export type BottomTab = 'home' | 'evidence' | 'plans' | 'profile';

export interface BottomBarLink extends MenuLink {
  tab: BottomTab;
}

/**
 * The phone's bottom bar: four tabs around the button that captures evidence. A customer,
 * whose account only pays, has none of it: the header's menu holds all they use.
 */
export function bottomBarLinks(role: Role): BottomBarLink[] | null {
  if (onlyPays(role)) return null;
  return [
    { tab: 'home', to: homePathFor(role), label: msg`Home` },
    { tab: 'evidence', to: '/achievements', label: msg`Evidence` },
    { tab: 'plans', to: '/development-plans', label: msg`Plans` },
    { tab: 'profile', to: '/profile', label: msg`Profile` },
  ];
}
