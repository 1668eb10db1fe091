import { describe, expect, it } from 'vitest';

import { roles, type Role } from '../../../contract/constants.ts';
import { decideGuard } from '../routes/route-access.ts';
import { routeTable } from '../routes/route-table.ts';

import { bottomBarLinks, mainMenuLinks, profileLink } from './main-menu-links.ts';

const paths = (role: Role) => mainMenuLinks(role).map((link) => link.to);
const tabs = (role: Role) => bottomBarLinks(role)?.map((link) => [link.tab, link.to]);

/** Whether the router guard lets this role stay on the path, rather than sending it home. */
function opens(role: Role, path: string): boolean {
  const route = routeTable.find((candidate) => candidate.path === path);
  return route !== undefined && decideGuard(route.access, role).kind === 'allow';
}

describe('the signed-in main menu', () => {
  it('takes Home to where the user works, never to the marketing page', () => {
    expect(paths('agent')[0]).toBe('/dashboard');
    expect(paths('org_admin')[0]).toBe('/dashboard');
    expect(paths('customer')[0]).toBe('/payment');
    for (const role of roles) expect(paths(role)).not.toContain('/');
  });

  it('offers achievements to the school’s staff and development plans to every staff role, not to a customer who only pays', () => {
    for (const role of ['agent', 'org_admin'] as const)
      expect(paths(role)).toContain('/achievements');
    for (const role of ['agent', 'org_admin', 'super_admin'] as const) {
      expect(paths(role)).toContain('/development-plans');
    }
    expect(paths('customer')).not.toContain('/achievements');
    expect(paths('customer')).not.toContain('/development-plans');
  });

  it('offers the evaluation form to teachers and principals only', () => {
    for (const role of ['agent', 'org_admin'] as const)
      expect(paths(role)).toContain('/evaluations');
    for (const role of ['super_admin', 'customer'] as const) {
      expect(paths(role)).not.toContain('/evaluations');
    }
  });

  it('repeats the avatar menu’s profile page only for the roles that may open it', () => {
    expect(profileLink('agent')?.to).toBe('/profile');
    expect(profileLink('super_admin')?.to).toBe('/profile');
    expect(profileLink('customer')).toBeNull();
  });

  it('links only to screens the role may open', () => {
    for (const role of roles) {
      const links = [...mainMenuLinks(role), profileLink(role), ...(bottomBarLinks(role) ?? [])];
      for (const link of links)
        if (link) expect(opens(role, link.to), `${role} → ${link.to}`).toBe(true);
    }
  });
});

describe('the phone’s bottom bar', () => {
  it('gives a teacher and a principal home, evidence, plans and profile', () => {
    const expected = [
      ['home', '/dashboard'],
      ['evidence', '/achievements'],
      ['plans', '/development-plans'],
      ['profile', '/profile'],
    ];
    expect(tabs('agent')).toEqual(expected);
    expect(tabs('org_admin')).toEqual(expected);
  });

  it('takes the super admin home to the dashboard, like the main menu', () => {
    expect(tabs('super_admin')?.[0]).toEqual(['home', paths('super_admin')[0]]);
  });

  it('is absent for a customer, who has no evidence, plans or profile to open', () => {
    expect(bottomBarLinks('customer')).toBeNull();
  });
});
