import { z } from 'zod';

import { zDateOfBirth, zFullName, zNewPassword, zPassword, zSchoolName } from './account-fields.ts';
import { locales } from './constants.ts';
import { zMobile } from './mobile-number.ts';

// What a user may change of their own account. Apart from contract/profile.ts: the account
// fields' validators (the phone numbers' metadata among them) load with the profile's forms,
// not with every screen that reads the profile (docs/page-start.md).

export const zProfileUpdate = z
  .object({
    fullName: zFullName,
    mobile: zMobile,
    schoolName: zSchoolName,
    dateOfBirth: zDateOfBirth,
    locale: z.enum(locales),
  })
  .partial();
export type ProfileUpdate = z.input<typeof zProfileUpdate>;

export const zPasswordChange = z
  .object({
    currentPassword: zPassword,
    newPassword: zNewPassword,
    newPasswordConfirmation: zPassword,
  })
  .refine((value) => value.newPassword === value.newPasswordConfirmation, {
    error: 'validation.error.passwordMismatch',
    path: ['newPasswordConfirmation'],
  });
export type PasswordChange = z.input<typeof zPasswordChange>;
