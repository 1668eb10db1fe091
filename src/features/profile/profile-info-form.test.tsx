import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Profile } from '../../../contract/profile.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { ProfileInfoForm } from './profile-info-form.tsx';
import { updateProfile } from './profile-api.ts';

vi.mock('./profile-api.ts', () => ({ updateProfile: vi.fn() }));
vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn() }));

const update = vi.mocked(updateProfile);
const reload = vi.mocked(loadProfile);

beforeAll(activateSourceEnglish);
afterEach(() => {
  update.mockReset();
  reload.mockReset();
});

const profile: Profile = {
  id: 'user-1',
  fullName: 'Noura Al-Harbi',
  email: 'noura@school.test',
  profilePictureUrl: null,
  role: 'customer',
  organizationId: null,
  organizationName: null,
  schoolName: 'Al-Noor School',
  mobile: '+966512345678',
  dateOfBirth: '1990-04-12',
  job: null,
  jobModel: 'teacher',
  locale: 'en',
  subscriptionStatus: null,
  subscriptionEndDate: null,
  subscriptionPlanName: null,
};

const save = () => fireEvent.click(screen.getByRole('button', { name: /Save changes/ }));

describe('ProfileInfoForm', () => {
  it('shows the saved profile, with the email read-only', () => {
    renderWithProviders(<ProfileInfoForm profile={profile} />);
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Noura Al-Harbi');
    expect((screen.getByLabelText('Mobile') as HTMLInputElement).value).toBe('+966512345678');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('noura@school.test');
    expect(email.readOnly).toBe(true);
  });

  it('refuses an emptied name and an invalid mobile, and sends nothing', () => {
    renderWithProviders(<ProfileInfoForm profile={profile} />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '0000' } });
    save();

    expect(fieldError('Full name')).toBe('This field is required.');
    expect(fieldError('Mobile')).toMatch(/^Enter a valid mobile number/);
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the edited fields, reloads the profile and says it is saved', async () => {
    update.mockResolvedValue({ ...profile, fullName: 'Noura Saad' });
    reload.mockResolvedValue({ ...profile, fullName: 'Noura Saad' });
    renderWithProviders(<ProfileInfoForm profile={profile} />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Noura Saad' } });
    save();

    await screen.findByText('Your profile has been saved.');
    expect(update).toHaveBeenCalledWith({
      fullName: 'Noura Saad',
      mobile: '+966512345678',
      schoolName: 'Al-Noor School',
      dateOfBirth: '1990-04-12',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('saves a name change of someone whose profile has no mobile, school or birth date yet', async () => {
    update.mockResolvedValue(profile);
    reload.mockResolvedValue(profile);
    renderWithProviders(
      <ProfileInfoForm
        profile={{ ...profile, mobile: null, schoolName: null, dateOfBirth: null }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Noura Saad' } });
    save();

    await screen.findByText('Your profile has been saved.');
    expect(update).toHaveBeenCalledWith({ fullName: 'Noura Saad' });
  });
});
