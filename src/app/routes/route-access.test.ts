import { describe, expect, it } from 'vitest';

import { brandPathFor } from '../../lib/session/home-path.ts';

import { decideGuard, type RouteAccess } from './route-access.ts';

const dashboard: RouteAccess = {
  kind: 'authenticated',
  roles: ['super_admin', 'org_admin', 'agent'],
};
const organizations: RouteAccess = { kind: 'authenticated', roles: ['super_admin'] };
const payment: RouteAccess = { kind: 'authenticated', roles: 'any-role' };

describe('decideGuard', () => {
  it('sends an anonymous visitor of a protected route to /login', () => {
    expect(decideGuard(dashboard, null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideGuard(payment, null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a logged-in user away from the login page to the dashboard', () => {
    expect(decideGuard({ kind: 'guest-only' }, 'agent')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends a user who just signed in on to where the guard stopped them, never off the site', () => {
    expect(decideGuard({ kind: 'guest-only' }, 'agent', '/achievements?status=draft')).toEqual({
      kind: 'redirect',
      to: '/achievements?status=draft',
    });
    expect(decideGuard({ kind: 'guest-only' }, 'agent', '//evil.example')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideGuard({ kind: 'guest-only' }, 'super_admin')).toEqual({
      kind: 'redirect',
      to: '/admin-settings',
    });
  });

  it('sends a user whose role is not allowed to the dashboard', () => {
    expect(decideGuard(organizations, 'org_admin')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideGuard(organizations, 'agent')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('never bounces a customer in a loop: their home is the payment page', () => {
    expect(decideGuard(dashboard, 'customer')).toEqual({ kind: 'redirect', to: '/payment' });
    expect(decideGuard(payment, 'customer')).toEqual({ kind: 'allow' });
  });

  it('lets allowed roles and everyone on public routes through', () => {
    expect(decideGuard(organizations, 'super_admin')).toEqual({ kind: 'allow' });
    expect(decideGuard({ kind: 'public' }, null)).toEqual({ kind: 'allow' });
    expect(decideGuard({ kind: 'public' }, 'agent')).toEqual({ kind: 'allow' });
  });
});

describe('brandPathFor', () => {
  it('points the brand link home for each kind of visitor', () => {
    expect(brandPathFor(null)).toBe('/');
    expect(brandPathFor('super_admin')).toBe('/admin-settings');
    expect(brandPathFor('agent')).toBe('/dashboard');
  });
});
