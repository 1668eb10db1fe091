import { describe, expect, it } from 'vitest';

import type { Profile } from '../../../contract/profile.ts';

import { countsAsSubscribed } from './counts-as-subscribed.ts';

const base: Profile = {
  id: 'u1',
  fullName: 'Sara',
  email: 'sara@example.com',
  profilePictureUrl: null,
  role: 'agent',
  organizationId: null,
  organizationName: null,
  schoolName: null,
  mobile: null,
  dateOfBirth: null,
  job: null,
  locale: 'en',
  subscriptionStatus: null,
  subscriptionEndDate: null,
  subscriptionPlanName: null,
};

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
