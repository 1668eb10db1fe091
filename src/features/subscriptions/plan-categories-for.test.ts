import { describe, expect, it } from 'vitest';

import { makeProfile } from '../../lib/session/make-profile.ts';

import { planCategoriesFor } from './plan-categories-for.ts';

const teacher = makeProfile({ schoolName: 'Al-Fajr', subscriptionStatus: 'trial' });

describe('planCategoriesFor', () => {
  it('shows principals both categories, organisation first', () => {
    expect(planCategoriesFor({ ...teacher, role: 'org_admin', organizationId: 'o1' })).toEqual([
      'organization',
      'personal',
    ]);
  });

  it('shows a teacher without a school both, personal first', () => {
    expect(planCategoriesFor(teacher)).toEqual(['personal', 'organization']);
  });

  it('shows staff of a school and billing contacts personal plans only', () => {
    expect(planCategoriesFor({ ...teacher, organizationId: 'o1' })).toEqual(['personal']);
    expect(planCategoriesFor({ ...teacher, role: 'customer' })).toEqual(['personal']);
  });
});
