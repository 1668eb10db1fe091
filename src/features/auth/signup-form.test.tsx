import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SignupInput } from '../../../contract/signup.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { pickDate } from '../../testing/pick-date.ts';

import { SignupForm } from './signup-form.tsx';

beforeAll(activateSourceEnglish);

const empty: SignupInput = {
  fullName: '',
  email: '',
  password: '',
  schoolName: '',
  mobile: '',
  dateOfBirth: '',
};

const valid: SignupInput = {
  fullName: 'Noura Al-Harbi',
  email: 'Noura@School.test',
  password: 'Str0ng!pass',
  schoolName: 'Al-Noor School',
  mobile: '0512345678',
  dateOfBirth: '1990-04-12',
};

function renderForm(initialValues: SignupInput = empty) {
  const onSubmit = vi.fn<(values: SignupInput) => void>();
  renderWithProviders(
    <SignupForm initialValues={initialValues} submitting={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /Send me a verification code/ }));
}

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('SignupForm', { timeout: 15_000 }, () => {
  it('sends nothing while required fields are empty, and says which under each', () => {
    const onSubmit = renderForm();
    submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldError(/^Full name/)).toBe('This field is required.');
    expect(fieldError(/^Email/)).toBe('This field is required.');
    expect(fieldError(/^School name/)).toBe('School name is required.');
    expect(fieldError(/^Mobile/)).toBe('This field is required.');
    expect(fieldError(/^Date of birth/)).toBe('This field is required.');
  });

  it('refuses a malformed email, a weak password and a number that is not a mobile', () => {
    const onSubmit = renderForm({
      ...valid,
      email: 'noura-at-school',
      password: 'password',
      mobile: '12345',
    });
    submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldError(/^Email/)).toBe('Enter a valid email address.');
    expect(fieldError(/^Password/)).toMatch(/^Use at least 8 characters with an uppercase letter/);
    expect(fieldError(/^Mobile/)).toMatch(/^Enter a valid mobile number/);
    expect(fieldError(/^Full name/)).toBeNull();
  });

  it('tells the user as they type, before any submit, when the email becomes valid', () => {
    renderForm();
    type(/^Email/, 'noura@');
    expect(fieldError(/^Email/)).toBe('Enter a valid email address.');
    type(/^Email/, 'noura@school.test');
    expect(fieldError(/^Email/)).toBeNull();
  });

  it('refuses someone under 18', () => {
    const onSubmit = renderForm({
      ...valid,
      dateOfBirth: `${new Date().getFullYear() - 10}-01-01`,
    });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldError(/^Date of birth/)).toBe('You must be at least 18 years old.');
  });

  it('sends what the user typed once every field is valid', () => {
    const onSubmit = renderForm();
    type(/^Full name/, valid.fullName);
    type(/^Email/, valid.email);
    type(/^Password/, valid.password);
    type(/^School name/, valid.schoolName);
    type(/^Mobile/, valid.mobile);
    pickDate(/^Date of birth/, valid.dateOfBirth);
    submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject(valid);
  });
});
