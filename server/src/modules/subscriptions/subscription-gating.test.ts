import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testClock, type TestClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { trialSubscription } from './trial-subscription.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('subscription gating on $name', ({ name }) => {
  let testApp: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock(new Date('2026-09-01T08:00:00Z'));
    testApp = await buildTestApp({ database: name, clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function createAchievement(user: TestUser) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(testApp.app, user),
      payload: makeAchievement(),
    });
  }

  it('lets a trial teacher create achievements and refuses them with 402 once it ends', async () => {
    const teacher = await makeUser(testApp.connection.db);
    await testApp.connection.db
      .insert(subscriptions)
      .values(trialSubscription(teacher.id, clock.now()));
    expect((await createAchievement(teacher)).statusCode).toBe(201);

    clock.advance(15 * dayMs);
    const refused = await createAchievement(teacher);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'subscriptions.failed.subscriptionRequired' });

    // Reading stays open without a subscription.
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/achievements',
      headers: await bearer(testApp.app, teacher),
    });
    expect(list.statusCode).toBe(200);
  });

  it('refuses staff of a school whose subscription expired', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    await testApp.connection.db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'School',
      status: 'expired',
      startsAt: new Date(clock.now().getTime() - 400 * dayMs),
      endsAt: new Date(clock.now().getTime() - 35 * dayMs),
    });
    expect((await createAchievement(teacher)).statusCode).toBe(402);
  });

  // renewal-rule.ts lets staff buy a year of their own; it must cover them when the school's
  // has ended or the school is closed, not be hidden behind the school's.
  it('lets staff of a lapsed or closed school work on a personal year of their own', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    await testApp.connection.db.insert(subscriptions).values([
      {
        organizationId: school.id,
        planName: 'School',
        status: 'expired',
        startsAt: new Date(clock.now().getTime() - 400 * dayMs),
        endsAt: new Date(clock.now().getTime() - 35 * dayMs),
      },
      {
        userId: teacher.id,
        planName: 'Personal',
        status: 'active',
        startsAt: new Date(clock.now().getTime() - 10 * dayMs),
        endsAt: new Date(clock.now().getTime() + 355 * dayMs),
      },
    ]);
    expect((await createAchievement(teacher)).statusCode).toBe(201);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await bearer(testApp.app, teacher),
    });
    expect(profile.json()).toMatchObject({
      result: { subscription_status: 'active', subscription_plan_name: 'Personal' },
    });

    await testApp.connection.db
      .update(organizations)
      .set({ subscriptionStatus: 'suspended' })
      .where(eq(organizations.id, school.id));
    expect((await createAchievement(teacher)).statusCode).toBe(201);
  });

  it("keeps the school's year first while it covers its staff", async () => {
    const school = await makeOrganization(testApp.connection.db);
    const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    await testApp.connection.db.insert(subscriptions).values([
      {
        organizationId: school.id,
        planName: 'School',
        status: 'active',
        startsAt: new Date(clock.now().getTime() - 10 * dayMs),
        endsAt: new Date(clock.now().getTime() + 200 * dayMs),
      },
      {
        userId: teacher.id,
        planName: 'Personal',
        status: 'expired',
        startsAt: new Date(clock.now().getTime() - 400 * dayMs),
        endsAt: new Date(clock.now().getTime() - 35 * dayMs),
      },
    ]);
    expect((await createAchievement(teacher)).statusCode).toBe(201);
  });

  it('never stops the super admin', async () => {
    const admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
    expect((await createAchievement(admin)).statusCode).toBe(201);
  });
});
