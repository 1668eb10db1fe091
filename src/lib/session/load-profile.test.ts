import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Profile } from '../../../contract/profile.ts';
import { callEndpoint } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { closeUserDb } from '../db/current-user-db.ts';

import { loadProfile, showProfileCopy } from './load-profile.ts';
import { clearProfile, currentProfile } from './profile-store.ts';

vi.mock('../api/api-client.ts', () => ({ callEndpoint: vi.fn() }));

const answer = vi.mocked(callEndpoint);

function profileOf(id: string, fullName: string): Profile {
  return {
    id,
    fullName,
    email: `${id}@school.test`,
    profilePictureUrl: null,
    role: 'agent',
    organizationId: null,
    organizationName: null,
    schoolName: 'Al-Noor',
    mobile: '+966512345678',
    dateOfBirth: '1990-04-12',
    job: 'teacher',
    jobModel: 'teacher',
    locale: 'ar',
    subscriptionStatus: 'trial',
    subscriptionEndDate: '2026-12-10',
    subscriptionPlanName: null,
  };
}

afterEach(() => {
  clearProfile();
  closeUserDb();
});

describe('the profile on the device', () => {
  it('shows offline the profile the server last answered', async () => {
    const teacher = profileOf('0194a6b0-0000-7000-8000-000000000001', 'Noura Al-Harbi');
    answer.mockResolvedValueOnce(teacher);
    await loadProfile();

    // The app is closed, then opened again without a connection.
    clearProfile();
    closeUserDb();
    answer.mockRejectedValueOnce(new ApiError('common.error.network', null));
    await showProfileCopy(teacher.id);
    await expect(loadProfile()).rejects.toBeInstanceOf(ApiError);

    expect(currentProfile()).toEqual(teacher);
  });

  it('never shows another user’s copy', async () => {
    const first = profileOf('0194a6b0-0000-7000-8000-000000000002', 'First');
    answer.mockResolvedValueOnce(first);
    await loadProfile();
    clearProfile();

    await showProfileCopy('0194a6b0-0000-7000-8000-000000000003');
    expect(currentProfile()).toBeNull();
  });

  it('does not replace a fresher profile with the copy', async () => {
    const teacher = profileOf('0194a6b0-0000-7000-8000-000000000004', 'Before');
    answer.mockResolvedValueOnce(teacher);
    await loadProfile();
    answer.mockResolvedValueOnce({ ...teacher, fullName: 'After' });
    await loadProfile();
    clearProfile();
    answer.mockResolvedValueOnce({ ...teacher, fullName: 'Newest' });
    await loadProfile();

    await showProfileCopy(teacher.id);
    expect(currentProfile()?.fullName).toBe('Newest');
  });
});
