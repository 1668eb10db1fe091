import { describe, expect, it } from 'vitest';

import { makeProfile } from '../../lib/session/make-profile.ts';

import { countsAsSubscribed } from './counts-as-subscribed.ts';

const base = makeProfile();

describe('countsAsSubscribed', () => {
  it('lets active and trial profiles create work', () => {
    expect(countsAsSubscribed({ ...base, subscriptionStatus: 'active' })).toBe(true);
    expect(countsAsSubscribed({ ...base, subscriptionStatus: 'trial' })).toBe(true);
  });

  it('stops expired, cancelled, suspended and missing subscriptions', () => {
    for (const status of ['expired', 'cancelled', 'suspended', null] as const) {
      expect(countsAsSubscribed({ ...base, subscriptionStatus: status })).toBe(false);
    }
  });

  it('always lets the super admin through', () => {
    expect(countsAsSubscribed({ ...base, role: 'super_admin', subscriptionStatus: null })).toBe(
      true,
    );
  });
});
