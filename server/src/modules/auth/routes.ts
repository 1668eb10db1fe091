import { authEndpoints } from '../../../../contract/endpoints/auth.ts';
import { signupEndpoints } from '../../../../contract/endpoints/signup.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { login, logout, logoutOtherDevices } from './login-service.ts';
import { forgotPassword, resetPassword } from './password-reset-service.ts';
import { requestVerification, verifyAndSignup } from './verification-service.ts';

/** Each code request sends an email; this keeps one address from flooding others' inboxes. */
const verificationRequestsPerIp = { max: 10, timeWindow: '15 minutes' };

/** Signup with an emailed code, sign-in and out, and the forgotten-password link. */
export const authRoutes: ApiModule = async (app) => {
  const auth = { ...signupEndpoints, ...authEndpoints };
  const signedIn = { config: { auth: true } } as const;

  declaredRoute(
    app,
    auth.requestVerification,
    { config: { rateLimit: verificationRequestsPerIp } },
    async (request) => success(await requestVerification(app, request.body)),
  );

  declaredRoute(app, auth.verifyAndSignup, {}, async (request) =>
    success(await verifyAndSignup(app, request.body)),
  );

  declaredRoute(app, auth.login, {}, async (request) =>
    success(await login(app, request.body, request.ip)),
  );

  declaredRoute(app, auth.logout, signedIn, async (request, reply) => {
    await logout(app, request.user);
    // On a shared computer, nothing of this user may stay in the browser's cache or storage.
    if (request.query.sharedDevice) reply.header('clear-site-data', '"cache", "storage"');
    return success(null);
  });

  declaredRoute(app, auth.logoutOtherDevices, signedIn, async (request) =>
    success(await logoutOtherDevices(app, request.user)),
  );

  declaredRoute(app, auth.forgotPassword, {}, async (request) => {
    await forgotPassword(app, request.body, request.ip);
    return success(null);
  });

  declaredRoute(app, auth.resetPassword, {}, async (request) => {
    await resetPassword(app, request.body);
    return success(null);
  });
};
