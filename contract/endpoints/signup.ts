import { zAccessTokenResult } from '../access-token.ts';
import { zRequestVerificationResult, zSignupInput, zVerifyAndSignupInput } from '../signup.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Auth';

/**
 * Signup with an emailed code: declared apart from signing in (auth.ts), whose page then loads
 * none of the signup's rules (the mobile number's among them). Anonymous, as signing in is.
 */
export const signupEndpoints = {
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
};
