import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { trialSubscription } from '../subscriptions/trial-subscription.ts';
import { users } from '../../db/tables/users.ts';
import { sandboxGatewayPayments, payments } from '../../db/tables/payments.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';

const card = (number: string) => ({
  type: 'creditcard',
  name: 'Sara Ahmed',
  number,
  month: 12,
  year: 2030,
  cvc: '123',
});

describe.each(testDatabases())('payments on $name', ({ name }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function soloTeacher(overrides: Parameters<typeof makeUser>[1] = {}): Promise<TestUser> {
    const user = await makeUser(testApp.connection.db, overrides);
    await testApp.connection.db
      .insert(subscriptions)
      .values(trialSubscription(user.id, new Date()));
    return user;
  }

  async function startPayment(user: TestUser, planId: string, source: object) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(testApp.app, user),
      payload: { plan_id: planId, source },
    });
  }

  /** Submits the sandbox's hosted step as the browser would and answers the callback URL. */
  async function completeStep(redirectUrl: string, form: Record<string, string>) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(response.statusCode).toBe(303);
    return new URL(String(response.headers.location), 'http://app.test');
  }

  async function verify(user: TestUser, id: string) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/payments/${id}`,
      headers: await bearer(testApp.app, user),
    });
  }

  async function payWithCard(user: TestUser, number: string, decision = 'authenticate') {
    const created = await startPayment(user, personalPlanId, card(number));
    expect(created.statusCode).toBe(201);
    const { id, redirect_url: redirectUrl, status } = created.json().result;
    expect(status).toBe('initiated');
    const callback = await completeStep(redirectUrl, { decision });
    expect(callback.pathname).toBe('/payment/callback');
    expect(callback.searchParams.get('id')).toBe(id);
    return { id, callback };
  }

  async function periodsOf(userId: string) {
    return testApp.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
  }

  async function profileOf(user: TestUser) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await bearer(testApp.app, user),
    });
    return response.json().result;
  }

  it('pays with the success test card through 3-D Secure and activates a year', async () => {
    const teacher = await soloTeacher();
    const { id, callback } = await payWithCard(teacher, '4111111111111111');
    expect(callback.searchParams.get('status')).toBe('paid');

    const verified = await verify(teacher, id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().result).toMatchObject({
      id,
      status: 'paid',
      failure_key: null,
      amount_halalas: 14900,
      method: 'creditcard',
    });
    const profile = await profileOf(teacher);
    expect(profile).toMatchObject({
      subscription_status: 'active',
      subscription_plan_name: 'Personal yearly',
      subscription_plan_name_ar: 'الباقة الشخصية السنوية',
    });
    const year = new Date(profile.subscription_end_date).getTime() - Date.now();
    expect(year).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(year).toBeLessThan(367 * 24 * 3600 * 1000);

    const history = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/payments',
      headers: await bearer(testApp.app, teacher),
    });
    expect(history.json().result).toEqual([
      expect.objectContaining({
        id,
        amount_halalas: 14900,
        payment_method: 'creditcard',
        plan_name: 'Personal yearly',
        plan_name_ar: 'الباقة الشخصية السنوية',
        status: 'paid',
      }),
    ]);
  });

  it.each([
    ['4201320000311101', 'payment.failed.insufficientFunds'],
    ['4201321234411220', 'payment.failed.declined'],
    ['4201322267774310', 'payment.failed.expiredCard'],
    ['4201323456722201', 'payment.failed.incorrectCvc'],
    ['4201324444111101', 'payment.failed.restrictedCard'],
    ['4201325555111111', 'payment.failed.incorrectPin'],
    ['4201326666111115', 'payment.failed.transactionNotAllowed'],
    ['4201327777111119', 'payment.failed.threeDSecureFailed'],
    ['4000000000000002', 'payment.failed.general'],
  ])('test card %s fails with %s and activates nothing', async (number, key) => {
    const teacher = await soloTeacher();
    const { id, callback } = await payWithCard(teacher, number);
    expect(callback.searchParams.get('status')).toBe('failed');
    const verified = await verify(teacher, id);
    expect(verified.json().result).toMatchObject({ status: 'failed', failure_key: key });
    expect((await periodsOf(teacher.id)).map((period) => period.status)).toEqual(['trial']);
  });

  it('fails 3-D Secure when the buyer does not authenticate', async () => {
    const teacher = await soloTeacher();
    const { id } = await payWithCard(teacher, '4111111111111111', 'fail');
    expect((await verify(teacher, id)).json().result.failure_key).toBe(
      'payment.failed.threeDSecureFailed',
    );
  });

  it.each([
    ['123456', 'paid', null],
    ['111111', 'failed', 'payment.failed.insufficientFunds'],
    ['999999', 'failed', 'payment.failed.stcPayFailedOrExpired'],
  ])('STC Pay OTP %s ends %s', async (otp, status, key) => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, {
      type: 'stcpay',
      mobile: '0512345678',
    });
    const { id, redirect_url: redirectUrl } = created.json().result;
    await completeStep(redirectUrl, { decision: 'otp', otp });
    expect((await verify(teacher, id)).json().result).toMatchObject({ status, failure_key: key });
  });

  it.each([
    ['0500000001', 'payment.failed.stcPayAccountNotFound'],
    ['0500000002', 'payment.failed.stcPayAmountLimitExceeded'],
    ['0500000003', 'payment.failed.stcPayUnexpected'],
  ])('STC Pay number %s fails at once with %s', async (mobile, key) => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, { type: 'stcpay', mobile });
    expect(created.statusCode).toBe(201);
    const result = created.json().result;
    expect(result.status).toBe('failed');
    expect(result.redirect_url).toBe(
      `/payment/callback?id=${result.id}&status=failed&message=${encodeURIComponent(key)}`,
    );
  });

  it.each([
    ['approve', 'paid', null],
    ['decline', 'failed', 'payment.failed.applePayDeclined'],
    ['invalidCard', 'failed', 'payment.failed.applePayInvalidCard'],
  ])('Apple Pay %s ends %s', async (decision, status, key) => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, { type: 'applepay' });
    const { id, redirect_url: redirectUrl } = created.json().result;
    await completeStep(redirectUrl, { decision });
    expect((await verify(teacher, id)).json().result).toMatchObject({ status, failure_key: key });
  });

  it.each([
    [
      'a number too short for its brand',
      { number: '4111' },
      'source.number',
      'payment.failed.cardNumberIncomplete',
    ],
    [
      'a mistyped number',
      { number: '4111 1111 1111 1112' },
      'source.number',
      'payment.failed.cardNumberInvalid',
    ],
    [
      'an American Express card',
      { number: '378282246310005' },
      'source.number',
      'payment.failed.unsupportedCardBrand',
    ],
    ['a four-digit security code', { cvc: '1234' }, 'source.cvc', 'payment.failed.cvcInvalid'],
    ['a single name', { name: 'Sara' }, 'source.name', 'payment.failed.cardholderNameInvalid'],
    ['month 13', { month: 13 }, 'source.month', 'payment.failed.expiryInvalid'],
  ])('refuses %s under its field, with the key the form shows', async (_, change, field, key) => {
    const teacher = await soloTeacher();
    const response = await startPayment(teacher, personalPlanId, {
      ...card('4111111111111111'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field, key })]);
  });

  it('serves the hosted 3-D Secure page in Arabic', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const page = await testApp.app.inject({
      method: 'GET',
      url: `${created.json().result.redirect_url}&lang=ar`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('تأكيد الدفع');
  });

  it('never activates from a forged callback: verification asks the gateway', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const { id } = created.json().result;
    // The buyer skips the 3-D Secure step and opens the callback claiming success.
    const verified = await verify(teacher, id);
    expect(verified.json().result.status).toBe('initiated');
    expect((await periodsOf(teacher.id)).map((period) => period.status)).toEqual(['trial']);
  });

  it('refuses a paid payment whose amount differs from the order', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const { id } = created.json().result;
    // The gateway reports a smaller captured amount than the plan's price.
    await testApp.connection.db
      .update(sandboxGatewayPayments)
      .set({ status: 'paid', amountHalalas: 100 })
      .where(eq(sandboxGatewayPayments.id, id));
    const verified = await verify(teacher, id);
    expect(verified.json().result).toMatchObject({
      status: 'failed',
      failure_key: 'payment.failed.invalidRequest',
    });
    expect((await periodsOf(teacher.id)).map((period) => period.status)).toEqual(['trial']);
  });

  it('refuses a paid payment in another currency', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const { id } = created.json().result;
    await testApp.connection.db
      .update(sandboxGatewayPayments)
      .set({ status: 'paid', currency: 'USD' })
      .where(eq(sandboxGatewayPayments.id, id));
    expect((await verify(teacher, id)).json().result.status).toBe('failed');
  });

  it('activates once however often and in whatever order callback and webhook arrive', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const { id } = created.json().result;
    await testApp.connection.db
      .update(sandboxGatewayPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxGatewayPayments.id, id));

    const sandboxToken = await sandboxWebhookToken();
    const webhook = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: { type: 'payment_paid', secret_token: sandboxToken, data: { id, status: 'paid' } },
      });
    const results = await Promise.all([
      webhook(),
      verify(teacher, id),
      webhook(),
      verify(teacher, id),
      verify(teacher, id),
      webhook(),
    ]);
    for (const result of results) expect(result.statusCode).toBe(200);
    const active = (await periodsOf(teacher.id)).filter((period) => period.status === 'active');
    expect(active).toHaveLength(1);
    expect(active[0]?.paymentId).toBe(id);
  });

  it('refuses a webhook with the wrong token and does not settle from its body', async () => {
    const teacher = await soloTeacher();
    const created = await startPayment(teacher, personalPlanId, card('4111111111111111'));
    const { id } = created.json().result;
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { type: 'payment_paid', secret_token: 'guessed', data: { id, status: 'paid' } },
    });
    expect(forged.statusCode).toBe(401);
    const genuine = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: {
        type: 'payment_paid',
        secret_token: await sandboxWebhookToken(),
        data: { id, status: 'paid', amount: 14900 },
      },
    });
    expect(genuine.statusCode).toBe(200);
    const [payment] = await testApp.connection.db
      .select()
      .from(payments)
      .where(eq(payments.id, id));
    expect(payment?.status).toBe('initiated');
  });

  it('lets only the payer verify a payment', async () => {
    const teacher = await soloTeacher();
    const other = await soloTeacher();
    const { id } = await payWithCard(teacher, '4111111111111111');
    expect((await verify(other, id)).statusCode).toBe(404);
  });

  it('refuses coming-soon and retired plans', async () => {
    const teacher = await soloTeacher();
    const [soon] = await testApp.connection.db
      .insert(subscriptionPlans)
      .values({
        nameEn: 'Soon',
        nameAr: 'قريبًا',
        descriptionEn: 'Soon',
        descriptionAr: 'قريبًا',
        category: 'personal',
        priceHalalas: 5000,
        isComingSoon: true,
      })
      .returning();
    const response = await startPayment(teacher, soon?.id ?? '', card('4111111111111111'));
    expect(response.statusCode).toBe(400);
  });

  it('makes a solo teacher the principal of a new school named after theirs', async () => {
    const teacher = await soloTeacher({ schoolName: 'Al-Fajr Primary School' });
    const created = await startPayment(teacher, schoolOf25PlanId, card('4111111111111111'));
    const { id, redirect_url: redirectUrl } = created.json().result;
    await completeStep(redirectUrl, { decision: 'authenticate' });
    expect((await verify(teacher, id)).json().result.status).toBe('paid');

    const [user] = await testApp.connection.db.select().from(users).where(eq(users.id, teacher.id));
    expect(user?.role).toBe('org_admin');
    const [school] = await testApp.connection.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user?.organizationId ?? ''));
    expect(school).toMatchObject({ name: 'Al-Fajr Primary School', subscriptionStatus: 'active' });
    const [period] = await testApp.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, school?.id ?? ''));
    expect(period).toMatchObject({ status: 'active', teacherLimit: 25 });

    const current = await testApp.app.inject({
      method: 'GET',
      url: '/api/subscriptions/current',
      headers: await bearer(testApp.app, teacher),
    });
    expect(current.json().result).toMatchObject({ scope: 'organization', teacher_limit: 25 });
  });

  it('renews the school of a principal instead of creating another', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const principal = await makeUser(testApp.connection.db, {
      role: 'org_admin',
      organizationId: school.id,
    });
    const created = await startPayment(principal, schoolOf25PlanId, card('4111111111111111'));
    await completeStep(created.json().result.redirect_url, { decision: 'authenticate' });
    await verify(principal, created.json().result.id);
    const [user] = await testApp.connection.db
      .select()
      .from(users)
      .where(eq(users.id, principal.id));
    expect(user?.organizationId).toBe(school.id);
  });

  it('keeps organisation plans from staff of a school', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const staff = await makeUser(testApp.connection.db, { organizationId: school.id });
    const response = await startPayment(staff, schoolOf25PlanId, card('4111111111111111'));
    expect(response.statusCode).toBe(403);
  });

  async function sandboxWebhookToken(): Promise<string> {
    const { createHmac } = await import('node:crypto');
    return createHmac('sha256', testApp.config.jwtSecret)
      .update('sandbox payment webhook')
      .digest('hex');
  }
});
