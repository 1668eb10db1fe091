import { z } from 'zod';

import { minimumAgeYears, minimumPasswordLength, verificationCodeLength } from './constants.ts';
import { zCalendarDay } from './sane-dates.ts';

/** Field rules of docs/validation.md, "Accounts", each failing with its catalogue key. */

export const zEmail = z
  .string({ error: 'validation.error.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.error.required' })
  .max(254, { error: 'validation.error.maxLength' })
  .pipe(z.email({ error: 'validation.error.mustBeEmail' }));

const passwordClasses = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= minimumPasswordLength && passwordClasses.every((re) => re.test(password))
  );
}

export const zNewPassword = z
  .string({ error: 'validation.error.required' })
  .min(1, { error: 'validation.error.required' })
  .max(128, { error: 'validation.error.maxLength' })
  .refine(isStrongPassword, { error: 'validation.error.passwordWeak' });

/** A password being checked, not chosen: any non-empty text. */
export const zPassword = z
  .string({ error: 'validation.error.required' })
  .min(1, { error: 'validation.error.required' })
  .max(128, { error: 'validation.error.maxLength' });

export const zFullName = z
  .string({ error: 'validation.error.required' })
  .trim()
  .min(1, { error: 'validation.error.required' })
  .max(100, { error: 'validation.error.maxLength' });

export const zSchoolName = z
  .string({ error: 'auth.failed.schoolNameRequired' })
  .trim()
  .min(1, { error: 'auth.failed.schoolNameRequired' })
  .max(150, { error: 'validation.error.maxLength' });

export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const zDateOfBirth = zCalendarDay.refine(
  (value) => ageOn(value, new Date()) >= minimumAgeYears,
  {
    error: 'validation.error.minimumAge',
  },
);

export const zVerificationCode = z
  .string({ error: 'validation.error.required' })
  .trim()
  .regex(new RegExp(`^\\d{${verificationCodeLength}}$`), {
    error: 'auth.failed.invalidCodeLength',
  });

export const zToken = z
  .string({ error: 'validation.error.required' })
  .min(1, { error: 'validation.error.required' })
  .max(512, { error: 'validation.error.maxLength' });
