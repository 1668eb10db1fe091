import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
} from '../../../contract/auth.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const login = (input: LoginInput) => callEndpoint(authEndpoints.login, { body: input });

// Its failure shows only 'Invalid Token' (logout.ts), not the app-wide 401 toast too.
// From a shared device the answer clears the site's cache and storage (Clear-Site-Data).
export const logoutOnServer = (sharedDevice: boolean) =>
  callEndpoint(
    authEndpoints.logout,
    { query: { sharedDevice: sharedDevice ? 'true' : 'false' } },
    { reportUnauthorized: false },
  );

export const forgotPassword = (input: ForgotPasswordInput) =>
  callEndpoint(authEndpoints.forgotPassword, { body: input });

export const resetPassword = (input: ResetPasswordInput) =>
  callEndpoint(authEndpoints.resetPassword, { body: input });
