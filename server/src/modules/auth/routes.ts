import {
  zForgotPasswordInput,
  zLoginInput,
  zResetPasswordInput,
  zSignupInput,
  zVerifyAndSignupInput,
} from '../../../../contract/auth.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { login, logout, logoutOtherDevices } from './login-service.ts';
import { forgotPassword, resetPassword } from './password-reset-service.ts';
import { requestVerification, verifyAndSignup } from './verification-service.ts';

/** Each code request sends an email; this keeps one address from flooding others' inboxes. */
const verificationRequestsPerIp = { max: 10, timeWindow: '15 minutes' };

/** Signup with an emailed code, sign-in and out, and the forgotten-password link. */
export const authRoutes: ApiModule = async (app) => {
  app.post(
    '/auth/request-verification',
    { schema: { body: zSignupInput }, config: { rateLimit: verificationRequestsPerIp } },
    async (request) => success(await requestVerification(app, request.body)),
  );

  app.post(
    '/auth/verify-and-signup',
    { schema: { body: zVerifyAndSignupInput } },
    async (request, reply) =>
      reply.code(201).send(success(await verifyAndSignup(app, request.body))),
  );

  app.post('/auth/login', { schema: { body: zLoginInput } }, async (request) =>
    success(await login(app, request.body, request.ip)),
  );

  app.post('/auth/logout', { config: { auth: true } }, async (request) => {
    await logout(app, request.user);
    return success(null);
  });

  app.post('/auth/logout-other-devices', { config: { auth: true } }, async (request) =>
    success(await logoutOtherDevices(app, request.user)),
  );

  app.post('/auth/forgot-password', { schema: { body: zForgotPasswordInput } }, async (request) => {
    await forgotPassword(app, request.body, request.ip);
    return success(null);
  });

  app.post('/auth/reset-password', { schema: { body: zResetPasswordInput } }, async (request) => {
    await resetPassword(app, request.body);
    return success(null);
  });
};
