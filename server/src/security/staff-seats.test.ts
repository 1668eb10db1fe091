import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { maxPrincipalsPerSchool } from '../../../contract/constants.ts';
import { payments } from '../db/tables/payments.ts';
import { subscriptionPlans } from '../db/tables/subscription-plans.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabases())('seats of a school’s plan on $name', ({ name }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A school on a plan of `seats`, led by a principal; `paidBy` their payment, if any. */
  async function school(seats: number, { paidByPrincipal = false } = {}) {
    const { db } = testApp.connection;
    const organization = await makeOrganization(db);
    const principal = await makeUser(db, { role: 'org_admin', organizationId: organization.id });
    let paymentId: string | null = null;
    if (paidByPrincipal) {
      const [plan] = await db.select().from(subscriptionPlans).limit(1);
      if (!plan) throw new Error('no plan seeded');
      paymentId = randomUUID();
      await db.insert(payments).values({
        id: paymentId,
        userId: principal.id,
        planId: plan.id,
        planName: plan.nameEn,
        amountHalalas: plan.priceHalalas,
        method: 'creditcard',
        provider: 'sandbox',
        status: 'paid',
        paidAt: new Date(),
      });
    }
    const now = new Date();
    await db.insert(subscriptions).values({
      organizationId: organization.id,
      planName: `Up to ${seats} teachers`,
      status: 'active',
      teacherLimit: seats,
      startsAt: now,
      endsAt: new Date(now.getTime() + yearMs),
      paymentId,
    });
    return { organization, principal };
  }

  const addUser = async (by: TestUser, role: 'agent' | 'org_admin') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await bearer(testApp.app, by),
      payload: {
        full_name: 'Staff Member',
        email: `staff.${randomUUID()}@school.test`,
        password: 'Madrasa#2026',
        role,
        mobile: '+966512345678',
        job: 'Teacher',
      },
    });

  it('counts co-principals against the plan’s seats', async () => {
    const { principal } = await school(2);

    expect((await addUser(principal, 'org_admin')).statusCode).toBe(201);
    const teacher = await addUser(principal, 'agent');
    expect(teacher.statusCode).toBe(422);
    expect(teacher.json()).toMatchObject({ error: 'validation.error.teacherLimitExceeded' });
  });

  it('frees no seat when a teacher is made a principal', async () => {
    const { principal } = await school(2);
    const teacher = await addUser(principal, 'agent');
    expect(teacher.statusCode).toBe(201);
    const teacherId = (teacher.json() as { result: { id: string } }).result.id;

    const promoted = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/${teacherId}`,
      headers: await bearer(testApp.app, principal),
      payload: { role: 'org_admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await addUser(principal, 'agent')).statusCode).toBe(422);
  });

  it('gives no seat to the principal whose payment bought the plan', async () => {
    const { principal } = await school(2, { paidByPrincipal: true });

    expect((await addUser(principal, 'agent')).statusCode).toBe(201);
    expect((await addUser(principal, 'agent')).statusCode).toBe(201);
    expect((await addUser(principal, 'agent')).statusCode).toBe(422);
  });

  it(`lets a school have at most ${maxPrincipalsPerSchool} principals, by adding or inviting`, async () => {
    const { principal } = await school(50);
    for (let deputy = 1; deputy < maxPrincipalsPerSchool; deputy += 1) {
      expect((await addUser(principal, 'org_admin')).statusCode).toBe(201);
    }
    const added = await addUser(principal, 'org_admin');
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ error: 'validation.error.principalLimitExceeded' });
    const invited = await testApp.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: await bearer(testApp.app, principal),
      payload: { email: `deputy.${randomUUID()}@school.test`, role: 'org_admin', job: 'Deputy' },
    });
    expect(invited.statusCode).toBe(422);
    expect(invited.json()).toMatchObject({ error: 'validation.error.principalLimitExceeded' });
    // Teachers still join: the limit is on principals only.
    expect((await addUser(principal, 'agent')).statusCode).toBe(201);
  });
});
