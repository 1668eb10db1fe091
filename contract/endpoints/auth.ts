import { z } from 'zod';

import { zAccessTokenResult } from '../access-token.ts';
import {
  zForgotPasswordInput,
  zLoginInput,
  zLogoutQuery,
  zRequestVerificationResult,
  zResetPasswordInput,
  zSignupInput,
  zVerifyAndSignupInput,
} from '../auth.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Auth';

/**
 * Signup with an emailed code, sign-in and out, and the forgotten-password link. The calls
 * made without a session are anonymous: the app never sends a token with them.
 */
export const authEndpoints = {
  requestVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/request-verification',
    summary: 'Email a signup code to the address, unless it already has an account',
    tag,
    anonymous: true,
    body: zSignupInput,
    result: zRequestVerificationResult,
  }),
  verifyAndSignup: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-and-signup',
    summary: 'Create the account once the emailed code is right, and sign it in',
    tag,
    anonymous: true,
    body: zVerifyAndSignupInput,
    result: zAccessTokenResult,
    successStatus: 201,
  }),
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
