import { z } from 'zod';

import { roles } from './constants.ts';

/** Claims of the access token returned by POST /auth/login (docs/states-and-transitions.md, "Sign in"). */
export const zAccessTokenClaims = z.object({
  sub: z.string().min(1),
  fullName: z.string(),
  email: z.string(),
  profilePictureUrl: z.string().nullable(),
  role: z.enum(roles),
  organizationId: z.string().nullable(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof zAccessTokenClaims>;

/** What signing in, and changing one's password, answer. */
export const zAccessTokenResult = z.object({ accessToken: z.string().min(1) });
export type AccessTokenResult = z.infer<typeof zAccessTokenResult>;

/**
 * A response header with a fresh access token, sent when the token used names another role or
 * school than the account has now (a purchase made the user a principal); the app replaces its
 * session with it.
 */
export const freshAccessTokenHeader = 'Shawahid-Access-Token';
