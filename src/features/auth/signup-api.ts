import type { SignupInput, VerifyAndSignupInput } from '../../../contract/signup.ts';
import { signupEndpoints } from '../../../contract/endpoints/signup.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const requestVerification = (input: SignupInput) =>
  callEndpoint(signupEndpoints.requestVerification, { body: input });

export const verifyAndSignup = (input: VerifyAndSignupInput) =>
  callEndpoint(signupEndpoints.verifyAndSignup, { body: input });
