import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api/api-error.ts';
import { clearSession, getSession } from '../../lib/session/session-store.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { ChangePasswordForm } from './change-password-form.tsx';
import { changePassword } from './profile-api.ts';

vi.mock('./profile-api.ts', () => ({ changePassword: vi.fn() }));

const change = vi.mocked(changePassword);

beforeAll(activateSourceEnglish);
afterEach(() => {
  change.mockReset();
  clearSession();
});

/** An unsigned token whose claims decode: the client only reads them. */
function tokenFor(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = {
    sub,
    fullName: 'Noura',
    email: 'noura@school.test',
    profilePictureUrl: null,
    role: 'customer',
    organizationId: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function fill(current: string, next: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm the new password/), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: /Change password/ }));
}

describe('ChangePasswordForm', () => {
  it('refuses a confirmation that differs from the new password, and sends nothing', () => {
    renderWithProviders(<ChangePasswordForm />);
    fill('Old!pass1', 'N3w!password', 'N3w!passw0rd');

    expect(fieldError(/^Confirm the new password/)).toBe('The passwords do not match.');
    expect(change).not.toHaveBeenCalled();
  });

  it('refuses a weak new password', () => {
    renderWithProviders(<ChangePasswordForm />);
    fill('Old!pass1', 'weakweak', 'weakweak');

    expect(fieldError(/^New password/)).toMatch(/^Use at least 8 characters/);
    expect(change).not.toHaveBeenCalled();
  });

  it('sends the change, keeps this device signed in with the fresh token and empties the form', async () => {
    const token = tokenFor('user-1');
    change.mockResolvedValue({ accessToken: token });
    renderWithProviders(<ChangePasswordForm />);
    fill('Old!pass1', 'N3w!password', 'N3w!password');

    await screen.findByText(/Your password has been changed/);
    expect(change).toHaveBeenCalledWith({
      currentPassword: 'Old!pass1',
      newPassword: 'N3w!password',
      newPasswordConfirmation: 'N3w!password',
    });
    expect(getSession()?.token).toBe(token);
    expect(localStorage.getItem('accessToken')).toBe(token);
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed and says why when the current password is wrong', async () => {
    change.mockRejectedValue(new ApiError('auth.failed.currentPasswordWrong', 400));
    renderWithProviders(<ChangePasswordForm />);
    fill('Wrong!pass1', 'N3w!password', 'N3w!password');

    await screen.findByText('Your current password is not correct.');
    expect(getSession()).toBeNull();
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe(
      'Wrong!pass1',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Change password/ }).hasAttribute('data-loading'),
      ).toBe(false),
    );
  });
});
