import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildApp } from '../../app.ts';
import { createPasswordHasher } from '../../plugins/auth/password-hasher.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { users } from '../../db/tables/users.ts';

describe.each(testDatabases())('sign-in and sign-out on $name', ({ name }) => {
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const freshIp = () => `10.2.0.${(addressCount += 1)}`;

  function login(email: string, password: string, remoteAddress = freshIp()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  describe('POST /api/auth/login', () => {
    it('answers an access token for the right email and password', async () => {
      const teacher = await makeUser(testApp.connection.db, { fullName: 'Reem Al-Otaibi' });

      const response = await login(teacher.email.toUpperCase(), teacher.password);

      expect(response.statusCode).toBe(200);
      const claims = decodeJwt(response.json().result.access_token);
      expect(claims).toMatchObject({ sub: teacher.id, fullName: 'Reem Al-Otaibi', role: 'agent' });
    });

    it('answers 401 auth.failed.invalidCredentials for a wrong password', async () => {
      const teacher = await makeUser(testApp.connection.db);

      const response = await login(teacher.email, 'Wrong#Password1');

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: expect.any(String),
        error: 'auth.failed.invalidCredentials',
      });
    });

    it('answers an unknown address exactly like a wrong password, after a hash check too', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const spentWithoutAccount = vi.spyOn(testApp.app.passwordHasher, 'verifyWithoutAccount');

      const wrongPassword = await login(teacher.email, 'Wrong#Password1');
      const unknownAddress = await login('nobody@school.test', 'Wrong#Password1');

      expect(unknownAddress.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownAddress.body).toBe(wrongPassword.body);
      expect(spentWithoutAccount).toHaveBeenCalledTimes(1);
      spentWithoutAccount.mockRestore();
    });

    it('answers 403 auth.failed.accountInactive to a deactivated account with the right password only', async () => {
      const leaver = await makeUser(testApp.connection.db, { isActive: false });

      const right = await login(leaver.email, leaver.password);
      const wrong = await login(leaver.email, 'Wrong#Password1');

      expect(right.statusCode).toBe(403);
      expect(right.json().error).toBe('auth.failed.accountInactive');
      expect(wrong.statusCode).toBe(401);
    });

    it('refuses an account at one address after 5 failures in 15 minutes, even with the right password', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const ip = freshIp();
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await login(teacher.email, 'Wrong#Password1', ip)).statusCode).toBe(401);
      }

      const response = await login(teacher.email, teacher.password, ip);

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'auth.failed.suspiciousActivity',
        params: { seconds: expect.any(Number) },
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('refuses an account after 20 failures in 15 minutes from any addresses', async () => {
      const teacher = await makeUser(testApp.connection.db);
      for (let failure = 0; failure < 20; failure += 1) {
        expect((await login(teacher.email, 'Wrong#Password1')).statusCode).toBe(401);
      }

      const response = await login(teacher.email, teacher.password);

      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe('auth.failed.suspiciousActivity');
    });

    it('shares failure counts between instances through the database', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const ip = freshIp();
      for (let failure = 0; failure < 5; failure += 1) {
        await login(teacher.email, 'Wrong#Password1', ip);
      }
      const secondInstance = await buildApp(testApp.config, { database: testApp.connection });
      try {
        const response = await secondInstance.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: teacher.email, password: teacher.password },
          remoteAddress: ip,
        });

        expect(response.statusCode).toBe(429);
      } finally {
        await secondInstance.close();
      }
    });

    it('forgets an account’s failures at an address after a successful sign-in there', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const ip = freshIp();
      const fail = () => login(teacher.email, 'Wrong#1aaaa', ip);
      for (let failure = 0; failure < 4; failure += 1) await fail();
      expect((await login(teacher.email, teacher.password, ip)).statusCode).toBe(200);
      for (let failure = 0; failure < 4; failure += 1) await fail();

      expect((await login(teacher.email, teacher.password, ip)).statusCode).toBe(200);
    });

    it('rehashes a password made with other argon2 parameters', async () => {
      const olderHash = await createPasswordHasher({
        memoryCost: 2048,
        timeCost: 1,
        parallelism: 1,
      }).hash('Older#Hash2020');
      const teacher = await makeUser(testApp.connection.db);
      await testApp.connection.db
        .update(users)
        .set({ passwordHash: olderHash })
        .where(eq(users.id, teacher.id));

      expect((await login(teacher.email, 'Older#Hash2020')).statusCode).toBe(200);

      const [row] = await testApp.connection.db
        .select()
        .from(users)
        .where(eq(users.id, teacher.id));
      expect(row?.passwordHash).not.toBe(olderHash);
      expect(row?.passwordHash).toContain('m=1024');
    });

    it('asks for both fields', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: '' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'email', key: 'validation.error.required' }),
        expect.objectContaining({ field: 'password', key: 'validation.error.required' }),
      ]);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token, which is then refused with common.error.tokenLoggedOut', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const token = (await login(teacher.email, teacher.password)).json().result.access_token;
      const otherSession = (await login(teacher.email, teacher.password)).json().result
        .access_token;
      const withToken = (url: string, method: 'GET' | 'POST', bearer: string) =>
        testApp.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` } });

      const logout = await withToken('/api/auth/logout', 'POST', token);
      const profile = await withToken('/api/profile', 'GET', token);
      const logoutAgain = await withToken('/api/auth/logout', 'POST', token);
      const otherProfile = await withToken('/api/profile', 'GET', otherSession);

      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, result: null });
      expect(profile.statusCode).toBe(401);
      expect(profile.json().error).toBe('common.error.tokenLoggedOut');
      expect(logoutAgain.statusCode).toBe(401);
      expect(logoutAgain.json().error).toBe('common.error.tokenLoggedOut');
      expect(otherProfile.statusCode).toBe(200);
    });

    it('answers 401 common.error.unauthorized without a token', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' });

      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('common.error.unauthorized');
    });
  });
});
