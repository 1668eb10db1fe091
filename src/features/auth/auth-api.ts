import {
  zAccessTokenResult,
  zEmptyResult,
  zRequestVerificationResult,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type VerifyAndSignupInput,
} from '../../../contract/auth.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const requestVerification = (input: SignupInput) =>
  apiCall('post', '/auth/request-verification', zRequestVerificationResult, { json: input });

export const verifyAndSignup = (input: VerifyAndSignupInput) =>
  apiCall('post', '/auth/verify-and-signup', zAccessTokenResult, { json: input });

export const login = (input: LoginInput) =>
  apiCall('post', '/auth/login', zAccessTokenResult, { json: input });

// Its failure shows only 'Invalid Token' (logout.ts), not the app-wide 401 toast too.
export const logoutOnServer = () =>
  apiCall('post', '/auth/logout', zEmptyResult, { reportUnauthorized: false });

export const forgotPassword = (input: ForgotPasswordInput) =>
  apiCall('post', '/auth/forgot-password', zEmptyResult, { json: input });

export const resetPassword = (input: ResetPasswordInput) =>
  apiCall('post', '/auth/reset-password', zEmptyResult, { json: input });
