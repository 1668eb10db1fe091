import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { latestResetTokenFor, mailsTo } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { passwordResetTokens } from '../../db/tables/auth-codes.ts';

const newPassword = 'Renewed#2026';

describe.each(testDatabases())('forgotten passwords on $name', ({ name }) => {
  const clock = testClock();
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({
      database: name,
      clock,
      env: { PUBLIC_URL: 'https://shawahid.example', PAYMENTS_SANDBOX: '1' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const freshIp = () => `10.3.0.${(addressCount += 1)}`;

  function forgot(email: string, options: { locale?: string; ip?: string } = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, ...(options.locale && { locale: options.locale }) },
      remoteAddress: options.ip ?? freshIp(),
    });
  }

  function reset(token: string, password = newPassword, confirmation = password) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, password_confirmation: confirmation },
    });
  }

  function login(user: TestUser, password: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: freshIp(),
    });
  }

  async function emailedToken(user: TestUser): Promise<string> {
    expect((await forgot(user.email)).statusCode).toBe(200);
    clock.advance(1);
    return latestResetTokenFor(testApp.config.dataDir, user.email);
  }

  describe('POST /api/auth/forgot-password', () => {
    it('emails a link to the public URL with a random token, kept only as a hash', async () => {
      const teacher = await makeUser(testApp.connection.db, { fullName: 'Khalid Al-Otaibi' });

      const response = await forgot(teacher.email);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, result: null });
      const [mail] = await mailsTo(testApp.config.dataDir, teacher.email);
      expect(mail?.subject).toBe('Reset your Shawahid password');
      expect(mail?.text).toMatch(
        /https:\/\/shawahid\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\b/,
      );
      expect(mail?.text).toContain('1 hour');
      const token = await latestResetTokenFor(testApp.config.dataDir, teacher.email);
      const [stored] = await testApp.connection.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, teacher.id));
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(token);
      expect((stored?.expiresAt.getTime() ?? 0) - clock.now().getTime()).toBe(60 * 60 * 1000);
    });

    it('writes the email in Arabic when asked in Arabic', async () => {
      const teacher = await makeUser(testApp.connection.db);

      await forgot(teacher.email, { locale: 'ar' });

      const [mail] = await mailsTo(testApp.config.dataDir, teacher.email);
      expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail?.subject).toBe('إعادة تعيين كلمة المرور في شواهد');
    });

    it('answers 404 auth.failed.emailNotFound for an unknown address', async () => {
      const response = await forgot('nobody.here@school.test');

      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('auth.failed.emailNotFound');
    });

    it('answers 403 auth.failed.accountInactive for a deactivated account and sends nothing', async () => {
      const leaver = await makeUser(testApp.connection.db, { isActive: false });

      const response = await forgot(leaver.email);

      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('auth.failed.accountInactive');
      expect(await mailsTo(testApp.config.dataDir, leaver.email)).toEqual([]);
    });

    it('allows 3 requests per address an hour, then answers 429 auth.failed.suspiciousActivity', async () => {
      const teacher = await makeUser(testApp.connection.db);
      for (let request = 0; request < 3; request += 1) {
        expect((await forgot(teacher.email)).statusCode).toBe(200);
      }

      const response = await forgot(teacher.email);

      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe('auth.failed.suspiciousActivity');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(59 * 60);
    });

    it('allows 5 requests per IP in 15 minutes, known addresses or not, so accounts cannot be listed', async () => {
      const ip = freshIp();
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await forgot(`guess.${guess}@school.test`, { ip })).statusCode).toBe(404);
      }
      const teacher = await makeUser(testApp.connection.db);

      const response = await forgot(teacher.email, { ip });

      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe('auth.failed.suspiciousActivity');
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password once the emailed link is used', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const token = await emailedToken(teacher);

      const response = await reset(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, result: null });
      expect((await login(teacher, newPassword)).statusCode).toBe(200);
      expect((await login(teacher, teacher.password)).statusCode).toBe(401);
    });

    it('refuses a used link with 400 auth.failed.invalidOrExpiredLink', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const token = await emailedToken(teacher);
      await reset(token);

      const again = await reset(token, 'Another#2026');

      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('auth.failed.invalidOrExpiredLink');
      expect((await login(teacher, newPassword)).statusCode).toBe(200);
    });

    it('refuses a link older than an hour', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const token = await emailedToken(teacher);
      clock.advance(60 * 60 * 1000);

      const response = await reset(token);

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('auth.failed.invalidOrExpiredLink');
    });

    it('refuses a made-up token', async () => {
      const response = await reset('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWF0LWFsbA');

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('auth.failed.invalidOrExpiredLink');
    });

    it('ends every other open link of the account', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const first = await emailedToken(teacher);
      const second = await emailedToken(teacher);

      expect((await reset(second)).statusCode).toBe(200);
      const withFirst = await reset(first, 'Another#2026');

      expect(withFirst.statusCode).toBe(400);
      expect(withFirst.json().error).toBe('auth.failed.invalidOrExpiredLink');
    });

    it('lets only one of two simultaneous uses through', async () => {
      const teacher = await makeUser(testApp.connection.db);
      const token = await emailedToken(teacher);

      const answers = await Promise.all([
        reset(token, 'First#Choice1'),
        reset(token, 'Second#Choice2'),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    it('checks the new password and its confirmation', async () => {
      const weak = await reset('some-token', 'weakpass');
      const mismatch = await reset('some-token', newPassword, 'Different#2026');

      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toContainEqual(
        expect.objectContaining({ field: 'password', key: 'validation.error.passwordWeak' }),
      );
      expect(mismatch.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'password_confirmation',
          key: 'validation.error.passwordMismatch',
        }),
      );
    });
  });
});
