import { z } from 'zod';

import {
  zDateOfBirth,
  zEmail,
  zFullName,
  zNewPassword,
  zSchoolName,
  zVerificationCode,
} from './account-fields.ts';
import { locales } from './constants.ts';
import { zMobile } from './mobile-number.ts';

// Apart from signing in (auth.ts): only the signup forms need the mobile number's rules.

export const zSignupInput = z.object({
  fullName: zFullName,
  email: zEmail,
  password: zNewPassword,
  schoolName: zSchoolName,
  mobile: zMobile,
  dateOfBirth: zDateOfBirth,
  /** The language the verification email is written in. */
  locale: z.enum(locales).default('en'),
});
export type SignupInput = z.input<typeof zSignupInput>;

export const zVerifyAndSignupInput = zSignupInput.extend({ code: zVerificationCode });
export type VerifyAndSignupInput = z.input<typeof zVerifyAndSignupInput>;

export const zRequestVerificationResult = z.object({
  email: z.string(),
  /** Seconds before another code may be requested. */
  resendAfterSeconds: z.number(),
  expiresInMinutes: z.number(),
});
export type RequestVerificationResult = z.infer<typeof zRequestVerificationResult>;
