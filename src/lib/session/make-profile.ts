import type { Profile } from '../../../contract/profile.ts';

/** Test data: a teacher's profile with no school and no subscription, changed by `overrides`. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
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
    jobModel: 'teacher',
    locale: 'en',
    subscriptionStatus: null,
    subscriptionEndDate: null,
    subscriptionPlanName: null,
    ...overrides,
  };
}
