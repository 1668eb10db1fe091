import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxGatewayPayments } from '../db/tables/payments.ts';
import { oneYearAfter } from '../modules/subscriptions/subscription-period.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

const personalPlanId = '0192f000-0000-7000-8000-000000000101';
const schoolOf25PlanId = '0192f000-0000-7000-8000-000000000125';
const dayMs = 24 * 60 * 60 * 1000;
const successCard = {
  type: 'creditcard',
  name: 'Sara Ahmed',
  number: '4111111111111111',
  month: 12,
  year: 2030,
  cvc: '123',
};

/**
 * Paid years are never lost and never bought twice by mistake (issue 18, item 9): renewals
 * settled at the same moment each add a year, and someone already subscribed may only renew.
 */
describe.each(testDatabases())('renewals on $name', ({ name }) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ database: name });
  });

  afterAll(() => test.close());

  /** A teacher in the middle of a paid personal year, ending in 100 days. */
  async function subscribedTeacher(): Promise<{ teacher: TestUser; endsAt: Date }> {
    const teacher = await makeUser(test.connection.db);
    const now = new Date();
    const endsAt = new Date(now.getTime() + 100 * dayMs);
    await test.connection.db.insert(subscriptions).values({
      userId: teacher.id,
      planName: 'Personal yearly',
      planId: personalPlanId,
      status: 'active',
      startsAt: new Date(endsAt.getTime() - 365 * dayMs),
      endsAt,
    });
    return { teacher, endsAt };
  }

  async function startPayment(user: TestUser, planId: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: await bearer(test.app, user),
      payload: { plan_id: planId, source: successCard },
    });
  }

  /** A payment the gateway already reports paid, not yet settled on our side. */
  async function paidAtGateway(user: TestUser): Promise<string> {
    const created = await startPayment(user, personalPlanId);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ result: { id: string } }>().result;
    await test.connection.db
      .update(sandboxGatewayPayments)
      .set({ status: 'paid' })
      .where(eq(sandboxGatewayPayments.id, id));
    return id;
  }

  const verify = async (user: TestUser, id: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/payments/${id}`,
      headers: await bearer(test.app, user),
    });

  const lastEndOf = async (userId: string) => {
    const periods = await test.connection.db
      .select({ endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    return Math.max(...periods.map((period) => period.endsAt.getTime()));
  };

  it('adds a year for each of two renewals settled at the same moment', async () => {
    const rounds = 8;
    const results = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const { teacher, endsAt } = await subscribedTeacher();
        const [first, second] = [await paidAtGateway(teacher), await paidAtGateway(teacher)];
        const answers = await Promise.all([verify(teacher, first), verify(teacher, second)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        return {
          expected: oneYearAfter(oneYearAfter(endsAt)).getTime(),
          got: await lastEndOf(teacher.id),
        };
      }),
    );
    expect(results.map(({ got }) => new Date(got).toISOString())).toEqual(
      results.map(({ expected }) => new Date(expected).toISOString()),
    );
  });

  it('refuses a payment for another plan from someone already subscribed, with a clear key', async () => {
    const { teacher } = await subscribedTeacher();

    const response = await startPayment(teacher, schoolOf25PlanId);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'payment.failed.alreadySubscribed' });
  });

  it("lets staff covered by their school's year buy a personal year of their own", async () => {
    const school = await makeOrganization(test.connection.db);
    const now = new Date();
    await test.connection.db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'Up to 25 teachers',
      planId: schoolOf25PlanId,
      status: 'active',
      teacherLimit: 25,
      startsAt: now,
      endsAt: new Date(now.getTime() + 200 * dayMs),
    });
    const staff = await makeUser(test.connection.db, { organizationId: school.id });

    expect((await startPayment(staff, personalPlanId)).statusCode).toBe(201);
  });

  it('lets a subscriber renew the same plan, which extends the running year', async () => {
    const { teacher, endsAt } = await subscribedTeacher();
    const id = await paidAtGateway(teacher);

    expect((await verify(teacher, id)).json()).toMatchObject({ result: { status: 'paid' } });
    expect(await lastEndOf(teacher.id)).toBe(oneYearAfter(endsAt).getTime());
  });
});
