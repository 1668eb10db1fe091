import { describe, expect, it } from 'vitest';

import { mainMenuLinks } from './main-menu-links.ts';

const paths = (role: Parameters<typeof mainMenuLinks>[0]) =>
  mainMenuLinks(role).map((link) => link.to);

describe('the signed-in main menu', () => {
  it('takes Home to where the user works, never to the marketing page', () => {
    expect(paths('agent')[0]).toBe('/dashboard');
    expect(paths('org_admin')[0]).toBe('/dashboard');
    expect(paths('customer')[0]).toBe('/payment');
    for (const role of ['agent', 'org_admin', 'super_admin', 'customer'] as const) {
      expect(paths(role)).not.toContain('/');
    }
  });

  it('offers development plans to staff only, not to a customer who only pays', () => {
    expect(paths('agent')).toContain('/development-plans');
    expect(paths('org_admin')).toContain('/development-plans');
    expect(paths('customer')).not.toContain('/development-plans');
  });
});
