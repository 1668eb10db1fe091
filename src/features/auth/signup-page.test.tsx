import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { pickDate } from '../../testing/pick-date.ts';

import { requestVerification } from './signup-api.ts';
import { clearSignupPending } from './signup-pending.ts';
import SignupPage from './signup-page.tsx';

vi.mock('./signup-api.ts', () => ({ requestVerification: vi.fn(), verifyAndSignup: vi.fn() }));

const request = vi.mocked(requestVerification);

beforeAll(activateSourceEnglish);
afterEach(clearSignupPending);

const invited = {
  pathname: '/signup',
  state: {
    from: '/accept-invitation?token=abc',
    invitation: { email: 'noura@school.test', schoolName: 'Al-Noor Intermediate' },
  },
};

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('SignupPage', { timeout: 15_000 }, () => {
  it('offers a visitor the free trial and asks for their school', () => {
    renderWithProviders(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { name: 'Start your 14-day free trial' })).toBeTruthy();
    expect(screen.getByLabelText(/^School name/)).toBeTruthy();
  });

  it('asks an invited teacher for neither the invited address nor the school', async () => {
    request.mockResolvedValue({
      email: 'noura@school.test',
      resendAfterSeconds: 60,
      expiresInMinutes: 10,
    });
    renderWithProviders(<SignupPage />, invited);

    expect(
      screen.getByRole('heading', { name: 'Create your account to join Al-Noor Intermediate' }),
    ).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>(/^Email/);
    expect(email.value).toBe('noura@school.test');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^School name/)).toBeNull();

    type(/^Full name/, 'Noura Al-Harbi');
    type(/^Password/, 'Str0ng!pass');
    type(/^Mobile/, '0512345678');
    pickDate(/^Date of birth/, '1990-04-12');
    fireEvent.click(screen.getByRole('button', { name: /Send me a verification code/ }));

    await waitFor(() => expect(request).toHaveBeenCalledOnce());
    expect(request.mock.calls[0]?.[0]).toMatchObject({
      email: 'noura@school.test',
      schoolName: 'Al-Noor Intermediate',
    });
  });
});
