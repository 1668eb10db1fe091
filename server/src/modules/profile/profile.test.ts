import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInLimits } from '../../plugins/auth/sign-in-throttle.ts';
import { seed } from '../../seed/seed.ts';
import { demoPassword } from '../../seed/demo-data.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, testPasswordHashing, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { trialSubscription } from '../subscriptions/trial-subscription.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('the signed-in user’s profile on $name', ({ name }) => {
  const clock = testClock(new Date('2026-03-01T07:30:00Z'));
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    await seed(testApp.connection.db, { passwordHashing: testPasswordHashing, now: clock.now() });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function demoUser(email: string): Promise<TestUser> {
    const [user] = await testApp.connection.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} was not seeded`);
    return { ...user, password: demoPassword };
  }

  const request = apiCaller(() => testApp.app);
  /** Each call from an address of its own, so the profile's rate limit never meets the tests. */
  const call = (
    method: 'GET' | 'PATCH',
    url: string,
    user: TestUser | undefined,
    payload?: object,
  ) => request(user, method, url, payload, { remoteAddress: `10.4.0.${(addressCount += 1)}` });

  async function soloTeacherWithTrial(): Promise<TestUser> {
    const teacher = await makeUser(testApp.connection.db, { fullName: 'Sara Al-Harbi' });
    await testApp.connection.db
      .insert(subscriptions)
      .values(trialSubscription(teacher.id, clock.now()));
    return teacher;
  }

  it.each([
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['PATCH', '/api/profile/password'],
    ['GET', '/api/profile/subscriptions'],
    ['GET', '/api/profile/payments'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(method, url, undefined, {});

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('common.error.unauthorized');
  });

  describe('GET /api/profile', () => {
    it('answers the caller with their own trial', async () => {
      const teacher = await soloTeacherWithTrial();

      const response = await call('GET', '/api/profile', teacher);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        result: {
          id: teacher.id,
          full_name: 'Sara Al-Harbi',
          email: teacher.email,
          profile_picture_url: null,
          role: 'agent',
          organization_id: null,
          organization_name: null,
          school_name: 'Test School',
          mobile: '+966512345678',
          date_of_birth: '1990-01-01',
          job: null,
          job_model: 'teacher',
          locale: 'en',
          subscription_status: 'trial',
          subscription_end_date: new Date(clock.now().getTime() + 14 * dayMs).toISOString(),
          subscription_plan_name: 'Free trial',
          subscription_plan_name_ar: null,
        },
      });
    });

    it('shows a staff member their organisation and its subscription', async () => {
      const response = await call('GET', '/api/profile', await demoUser('teacher@shawahid.test'));

      expect(response.json().result).toMatchObject({
        role: 'agent',
        organization_name: 'Al-Noor Secondary School',
        subscription_status: 'active',
        subscription_plan_name: 'School – up to 25 teachers',
        subscription_plan_name_ar: 'المدرسة – حتى 25 معلمًا',
      });
    });

    it('shows no subscription for an account without one', async () => {
      const response = await call('GET', '/api/profile', await demoUser('admin@shawahid.test'));

      expect(response.json().result).toMatchObject({
        role: 'super_admin',
        subscription_status: null,
        subscription_end_date: null,
        subscription_plan_name: null,
      });
    });

    it('reads a trial past its end as expired', async () => {
      const teacher = await soloTeacherWithTrial();
      clock.advance(14 * dayMs);

      const response = await call('GET', '/api/profile', teacher);

      expect(response.json().result.subscription_status).toBe('expired');
    });

    it('only ever answers the caller, whatever the request names', async () => {
      const mine = await makeUser(testApp.connection.db);
      const theirs = await makeUser(testApp.connection.db);

      const withQuery = await call(
        'GET',
        `/api/profile?id=${theirs.id}&user_id=${theirs.id}`,
        mine,
      );
      const withPath = await call('GET', `/api/profile/${theirs.id}`, mine);

      expect(withQuery.json().result.id).toBe(mine.id);
      expect(withQuery.body).not.toContain(theirs.email);
      expect(withPath.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/profile', () => {
    it('changes the fields sent and nothing else, and answers the updated profile', async () => {
      const teacher = await makeUser(testApp.connection.db, { fullName: 'Before', job: 'Teacher' });

      const response = await call('PATCH', '/api/profile', teacher, {
        full_name: 'Nora Al-Qahtani',
        mobile: '+966501112223',
        locale: 'ar',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().result).toMatchObject({
        full_name: 'Nora Al-Qahtani',
        mobile: '+966501112223',
        locale: 'ar',
        school_name: 'Test School',
        job: 'Teacher',
      });
    });

    it('keeps a Saudi mobile written in the national form in E.164', async () => {
      const teacher = await makeUser(testApp.connection.db);

      const response = await call('PATCH', '/api/profile', teacher, { mobile: '05 0111 2223' });

      expect(response.statusCode).toBe(200);
      expect(response.json().result.mobile).toBe('+966501112223');
    });

    it('changes only the caller’s row, and never their role, email or organisation', async () => {
      const mine = await makeUser(testApp.connection.db);
      const theirs = await makeUser(testApp.connection.db, { fullName: 'Untouched' });
      const [organization] = await testApp.connection.db.query.organizations.findMany();

      const response = await call('PATCH', '/api/profile', mine, {
        id: theirs.id,
        full_name: 'Changed',
        role: 'super_admin',
        email: 'taken.over@school.test',
        organization_id: organization?.id,
        is_active: false,
      });

      expect(response.statusCode).toBe(200);
      const [mineNow] = await testApp.connection.db
        .select()
        .from(users)
        .where(eq(users.id, mine.id));
      const [theirsNow] = await testApp.connection.db
        .select()
        .from(users)
        .where(eq(users.id, theirs.id));
      expect(mineNow).toMatchObject({
        fullName: 'Changed',
        role: 'agent',
        email: mine.email,
        organizationId: null,
        isActive: true,
      });
      expect(theirsNow?.fullName).toBe('Untouched');
    });

    it.each([
      [
        'a number too short to be a mobile',
        { mobile: '+966 51' },
        'mobile',
        'validation.error.mustBePhone',
      ],
      [
        'someone under 18',
        { date_of_birth: `${new Date().getUTCFullYear() - 10}-06-01` },
        'date_of_birth',
        'validation.error.minimumAge',
      ],
      [
        'an empty school name',
        { school_name: '' },
        'school_name',
        'auth.failed.schoolNameRequired',
      ],
      ['another language', { locale: 'fr' }, 'locale', 'validation.error.mustBeOneOf'],
    ])('refuses %s', async (_case, change, field, key) => {
      const teacher = await makeUser(testApp.connection.db);

      const response = await call('PATCH', '/api/profile', teacher, change);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, key }));
    });
  });

  describe('PATCH /api/profile/password', () => {
    const change = (currentPassword: string, newPassword = 'Changed#2026') => ({
      current_password: currentPassword,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });

    it('changes the password when the current one is right', async () => {
      const teacher = await makeUser(testApp.connection.db);

      const response = await call(
        'PATCH',
        '/api/profile/password',
        teacher,
        change(teacher.password),
      );
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: teacher.email, password: 'Changed#2026' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        result: { access_token: expect.any(String) },
      });
      expect(login.statusCode).toBe(200);
    });

    it('answers 400 with auth.failed.currentPasswordWrong on current_password for a wrong one', async () => {
      const teacher = await makeUser(testApp.connection.db);

      const response = await call(
        'PATCH',
        '/api/profile/password',
        teacher,
        change('Wrong#Guess1'),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'auth.failed.currentPasswordWrong',
        errors: [
          { field: 'current_password', key: 'auth.failed.currentPasswordWrong', params: {} },
        ],
      });
    });

    it('counts wrong current passwords as sign-in attempts of the account', async () => {
      const teacher = await makeUser(testApp.connection.db);
      for (let guess = 0; guess < signInLimits.perAccount.max; guess += 1) {
        await call('PATCH', '/api/profile/password', teacher, change(`Wrong#Guess${guess}`));
      }

      const response = await call(
        'PATCH',
        '/api/profile/password',
        teacher,
        change(teacher.password),
      );

      expect(response.statusCode).toBe(429);
      expect(response.json().error).toBe('auth.failed.suspiciousActivity');
    });

    it('checks the new password and its confirmation', async () => {
      const teacher = await makeUser(testApp.connection.db);

      const weak = await call(
        'PATCH',
        '/api/profile/password',
        teacher,
        change(teacher.password, 'weak'),
      );
      const mismatch = await call('PATCH', '/api/profile/password', teacher, {
        ...change(teacher.password),
        new_password_confirmation: 'Other#2026x',
      });

      expect(weak.json().errors).toContainEqual(
        expect.objectContaining({ field: 'new_password', key: 'validation.error.passwordWeak' }),
      );
      expect(mismatch.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'new_password_confirmation',
          key: 'validation.error.passwordMismatch',
        }),
      );
    });
  });

  describe('history', () => {
    it('lists the caller’s own subscriptions', async () => {
      const teacher = await soloTeacherWithTrial();

      const response = await call('GET', '/api/profile/subscriptions', teacher);

      expect(response.statusCode).toBe(200);
      expect(response.json().result).toEqual([
        {
          id: expect.any(String),
          transaction_date: clock.now().toISOString(),
          amount_halalas: 0,
          payment_method: null,
          plan_name: 'Free trial',
          plan_name_ar: null,
          end_date: new Date(clock.now().getTime() + 14 * dayMs).toISOString(),
          status: 'trial',
          vat_halalas: 0,
          invoice_id: null,
          invoice_number: null,
        },
      ]);
    });

    it('shows a principal the organisation’s subscriptions, and staff only their own', async () => {
      const principal = await call(
        'GET',
        '/api/profile/subscriptions',
        await demoUser('principal@shawahid.test'),
      );
      const teacher = await call(
        'GET',
        '/api/profile/subscriptions',
        await demoUser('teacher2@shawahid.test'),
      );

      expect(principal.json().result).toEqual([
        expect.objectContaining({
          plan_name: 'School – up to 25 teachers',
          plan_name_ar: 'المدرسة – حتى 25 معلمًا',
          status: 'active',
        }),
      ]);
      expect(teacher.json().result).toEqual([]);
    });

    it('lists no payments yet', async () => {
      const response = await call('GET', '/api/profile/payments', await soloTeacherWithTrial());

      expect(response.json()).toEqual({ success: true, result: [] });
    });
  });
});
