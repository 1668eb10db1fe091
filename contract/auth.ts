import { z } from 'zod';

import { zEmail, zNewPassword, zPassword, zToken } from './account-fields.ts';
import { locales } from './constants.ts';

export const zLoginInput = z.object({ email: zEmail, password: zPassword });
export type LoginInput = z.input<typeof zLoginInput>;

export const zForgotPasswordInput = z.object({
  email: zEmail,
  locale: z.enum(locales).default('en'),
});
export type ForgotPasswordInput = z.input<typeof zForgotPasswordInput>;

export const zResetPasswordInput = z
  .object({ token: zToken, password: zNewPassword, passwordConfirmation: zPassword })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'validation.error.passwordMismatch',
    path: ['passwordConfirmation'],
  });
export type ResetPasswordInput = z.input<typeof zResetPasswordInput>;

/**
 * `POST /auth/logout?shared_device=true` from a device its user marked as shared: the answer
 * tells the browser to clear the site's HTTP cache and storage (`Clear-Site-Data`), so evidence
 * viewed before does not stay for the next person.
 */
export const zLogoutQuery = z.object({
  sharedDevice: z
    .enum(['true', 'false'], { error: 'validation.error.mustBeBoolean' })
    .transform((value) => value === 'true')
    .optional(),
});
export type LogoutQuery = z.input<typeof zLogoutQuery>;
