import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { subscriptions } from '../../db/tables/subscriptions.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabases())('a school the super admin closes, on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let principal: TestUser;
  let teacher: TestUser;
  let schoolId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const { db } = testApp.connection;
    admin = await makeUser(db, { role: 'super_admin', organizationId: null });
    schoolId = (await makeOrganization(db)).id;
    const now = new Date();
    await db.insert(subscriptions).values({
      organizationId: schoolId,
      planName: 'Up to 25 teachers',
      status: 'active',
      teacherLimit: 25,
      startsAt: now,
      endsAt: new Date(now.getTime() + yearMs),
    });
    principal = await makeUser(db, { role: 'org_admin', organizationId: schoolId });
    teacher = await makeUser(db, { organizationId: schoolId });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  it('closes the subscription for every member when set to expired', async () => {
    const before = await call(principal, 'GET', '/api/dashboard');
    expect(before.json()).toMatchObject({ result: { subscription: { status: 'active' } } });

    const closed = await call(admin, 'PATCH', `/api/organizations/${schoolId}`, {
      subscription_status: 'expired',
    });
    expect(closed.statusCode).toBe(200);

    const dashboard = await call(principal, 'GET', '/api/dashboard');
    expect(dashboard.json()).toMatchObject({
      result: { subscription: { status: 'expired', days_left: 0 }, teacher_limit: null },
    });
    const created = await call(teacher, 'POST', '/api/achievements', makeAchievement());
    expect(created.statusCode).toBe(402);
    const invited = await call(principal, 'POST', '/api/invitations', {
      email: 'new.teacher@school.test',
      role: 'agent',
    });
    expect(invited.statusCode).toBe(422);

    // Opened again, the paid period it still has applies.
    await call(admin, 'PATCH', `/api/organizations/${schoolId}`, { subscription_status: 'active' });
    expect((await call(teacher, 'POST', '/api/achievements', makeAchievement())).statusCode).toBe(
      201,
    );
  });
});
