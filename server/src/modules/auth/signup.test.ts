import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeSignup } from '../../testing/make-signup.ts';
import { makeUser } from '../../testing/make-user.ts';
import { latestCodeFor, mailsTo } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { verificationCodes } from '../../db/tables/auth-codes.ts';

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

describe.each(testDatabases())('signup with an emailed code on $name', ({ name }) => {
  const clock = testClock(new Date('2026-03-01T07:30:00Z'));
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  // Each test comes from its own address, so the per-IP limit of code requests never interferes.
  const freshIp = () => `10.1.0.${(addressCount += 1)}`;

  function post(url: string, payload: object, remoteAddress = freshIp()) {
    return testApp.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });
  }

  async function requestCode(signup: Record<string, unknown>) {
    const response = await post('request-verification', signup);
    expect(response.statusCode).toBe(200);
    return latestCodeFor(testApp.config.dataDir, String(signup.email));
  }

  describe('POST /api/auth/request-verification', () => {
    it('emails a six-digit code, keeps only its hash and says when another may be sent', async () => {
      const signup = makeSignup();

      const response = await post('request-verification', signup);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        result: { email: signup.email, resend_after_seconds: 60, expires_in_minutes: 15 },
      });
      const [mail] = await mailsTo(testApp.config.dataDir, String(signup.email));
      expect(mail?.subject).toBe('Your Shawahid verification code');
      expect(mail?.text).toContain('15 minutes');
      const code = await latestCodeFor(testApp.config.dataDir, String(signup.email));
      const [stored] = await testApp.connection.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, String(signup.email)));
      expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(stored?.expiresAt.getTime()).toBe(clock.now().getTime() + 15 * minuteMs);
    });

    it('writes the email in Arabic, right to left, when the signup is in Arabic', async () => {
      const signup = makeSignup({ locale: 'ar', full_name: 'نورة القحطاني' });

      await post('request-verification', signup);

      const [mail] = await mailsTo(testApp.config.dataDir, String(signup.email));
      expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail?.html).toContain('text-align:right');
      expect(mail?.text).toContain('مرحبًا نورة القحطاني');
      expect(mail?.text).toMatch(/\b\d{6}\b/);
    });

    it('lower-cases the address', async () => {
      const signup = makeSignup();
      const response = await post('request-verification', {
        ...signup,
        email: String(signup.email).toUpperCase(),
      });

      expect(response.json().result.email).toBe(signup.email);
    });

    it('answers 429 auth.warning.verificationCodeAlreadySent with the seconds left within a minute', async () => {
      const signup = makeSignup();
      await post('request-verification', signup);
      clock.advance(18_000);

      const response = await post('request-verification', signup);

      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'auth.warning.verificationCodeAlreadySent',
        params: { seconds: 42 },
      });
      expect(response.headers['retry-after']).toBe('42');
      expect(await mailsTo(testApp.config.dataDir, String(signup.email))).toHaveLength(1);
    });

    it('sends a new code after a minute, and the old one stops working', async () => {
      const signup = makeSignup();
      const oldCode = await requestCode(signup);
      clock.advance(minuteMs);
      const newCode = await requestCode(signup);
      if (oldCode === newCode) return; // one chance in a million

      const withOld = await post('verify-and-signup', { ...signup, code: oldCode });

      expect(withOld.statusCode).toBe(400);
      expect(withOld.json().error).toBe('auth.failed.invalidVerificationCode');
    });

    it('answers 409 auth.failed.emailExists for a registered address', async () => {
      const existing = await makeUser(testApp.connection.db);

      const response = await post('request-verification', makeSignup({ email: existing.email }));

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('auth.failed.emailExists');
    });

    it.each([
      [
        'a weak password',
        { password: 'weakpassword' },
        'password',
        'validation.error.passwordWeak',
      ],
      [
        'a number too short to be a mobile',
        { mobile: '+966 51' },
        'mobile',
        'validation.error.mustBePhone',
      ],
      ['no school name', { school_name: '  ' }, 'school_name', 'auth.failed.schoolNameRequired'],
      [
        'someone under 18',
        { date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` },
        'date_of_birth',
        'validation.error.minimumAge',
      ],
      ['a bad email', { email: 'not-an-email' }, 'email', 'validation.error.mustBeEmail'],
    ])('refuses %s with a field error', async (_case, change, field, key) => {
      const response = await post('request-verification', makeSignup(change));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'common.error.validation' });
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, key }));
    });

    it('limits code requests per IP to 10 in 15 minutes', async () => {
      const ip = freshIp();
      for (let request = 0; request < 10; request += 1) {
        expect((await post('request-verification', makeSignup(), ip)).statusCode).toBe(200);
      }

      const response = await post('request-verification', makeSignup(), ip);

      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /api/auth/verify-and-signup', () => {
    it('creates an agent with the school name and a 14-day trial, and signs them in', async () => {
      const signup = makeSignup({ locale: 'ar' });
      const code = await requestCode(signup);

      const response = await post('verify-and-signup', { ...signup, code });

      expect(response.statusCode).toBe(201);
      const token = response.json().result.access_token as string;
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        email: signup.email,
        fullName: 'Nora Al-Qahtani',
        role: 'agent',
        organizationId: null,
        profilePictureUrl: null,
      });
      // Claims inside the token keep the spec's camelCase; only JSON bodies are snake_case.
      expect(claims).not.toHaveProperty('full_name');
      const [user] = await testApp.connection.db
        .select()
        .from(users)
        .where(eq(users.email, String(signup.email)));
      expect(user).toMatchObject({
        role: 'agent',
        schoolName: 'Riyadh Primary School',
        mobile: '+966512345678',
        dateOfBirth: '1990-05-14',
        locale: 'ar',
        isActive: true,
      });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const [trial] = await testApp.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user?.id ?? ''));
      expect(trial).toMatchObject({ status: 'trial' });
      expect((trial?.endsAt.getTime() ?? 0) - (trial?.startsAt.getTime() ?? 0)).toBe(14 * dayMs);

      const profile = await testApp.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.json().result).toMatchObject({
        email: signup.email,
        school_name: 'Riyadh Primary School',
        subscription_status: 'trial',
      });
    });

    it('takes a code only once', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);
      expect((await post('verify-and-signup', { ...signup, code })).statusCode).toBe(201);

      const again = await post('verify-and-signup', { ...signup, code });

      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('auth.failed.invalidVerificationCode');
    });

    it('creates one account when the same code arrives twice at once', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);

      const answers = await Promise.all([
        post('verify-and-signup', { ...signup, code }),
        post('verify-and-signup', { ...signup, code }),
        post('verify-and-signup', { ...signup, code }),
      ]);

      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      const created = await testApp.connection.db
        .select()
        .from(users)
        .where(eq(users.email, String(signup.email)));
      expect(created).toHaveLength(1);
    });

    it('answers 400 auth.failed.invalidVerificationCode for a wrong code', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);
      const wrong = code === '000000' ? '000001' : '000000';

      const response = await post('verify-and-signup', { ...signup, code: wrong });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'auth.failed.invalidVerificationCode',
      });
    });

    it('voids the code after 5 wrong attempts with 429 auth.failed.tooManyAttempts', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await post('verify-and-signup', { ...signup, code: wrong })).statusCode).toBe(400);
      }

      const fifth = await post('verify-and-signup', { ...signup, code: wrong });
      const rightButTooLate = await post('verify-and-signup', { ...signup, code });

      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().error).toBe('auth.failed.tooManyAttempts');
      expect(rightButTooLate.statusCode).toBe(429);
      expect(rightButTooLate.json().error).toBe('auth.failed.tooManyAttempts');
    });

    it('never allows more than 5 guesses, even all at once', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);
      const wrong = code === '000000' ? '000001' : '000000';

      await Promise.all(
        Array.from({ length: 12 }, () => post('verify-and-signup', { ...signup, code: wrong })),
      );

      const [stored] = await testApp.connection.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, String(signup.email)));
      expect(stored?.attempts).toBe(5);
      expect((await post('verify-and-signup', { ...signup, code })).statusCode).toBe(429);
    });

    it('refuses a code older than 15 minutes', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);
      clock.advance(15 * minuteMs);

      const response = await post('verify-and-signup', { ...signup, code });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('auth.failed.invalidVerificationCode');
    });

    it('refuses a code for an address that never asked for one', async () => {
      const response = await post('verify-and-signup', { ...makeSignup(), code: '123456' });

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('auth.failed.invalidVerificationCode');
    });

    it.each(['12345', '1234567', '12a456'])(
      'refuses the code %s with auth.failed.invalidCodeLength',
      async (code) => {
        const response = await post('verify-and-signup', { ...makeSignup(), code });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'code', key: 'auth.failed.invalidCodeLength', params: {} },
        ]);
      },
    );

    it('checks the signup fields again', async () => {
      const signup = makeSignup();
      const code = await requestCode(signup);

      const response = await post('verify-and-signup', { ...signup, password: 'short', code });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ field: 'password', key: 'validation.error.passwordWeak' }),
      );
    });
  });
});
