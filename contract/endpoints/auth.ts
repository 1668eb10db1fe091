import { z } from 'zod';

import { zAccessTokenResult } from '../access-token.ts';
import { zForgotPasswordInput, zLoginInput, zLogoutQuery, zResetPasswordInput } from '../auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Auth';

/**
 * Sign-in and out and the forgotten-password link (signup with an emailed code is in
 * signup.ts, one group with these). The calls made without a session are anonymous: the app
 * never sends a token with them.
 */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    tag,
    anonymous: true,
    body: zLoginInput,
    result: zAccessTokenResult,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session of the token sent; from a shared device, clear the site’s data',
    tag,
    query: zLogoutQuery,
    result: z.null(),
  }),
  logoutOtherDevices: defineEndpoint({
    method: 'POST',
    path: '/auth/logout-other-devices',
    summary: 'End every other session of the user; this device gets a fresh token',
    tag,
    result: zAccessTokenResult,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Email a single-use link, valid for an hour, to choose a new password',
    tag,
    anonymous: true,
    body: zForgotPasswordInput,
    result: z.null(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with the token of a reset link',
    tag,
    anonymous: true,
    body: zResetPasswordInput,
    result: z.null(),
  }),
};
