import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { organizationTeacherLimit } from './organization-teacher-limit.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('organizationTeacherLimit on $name', ({ name }) => {
  let testApp: TestApp;
  const now = new Date('2026-09-01T08:00:00Z');

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function schoolWith(status: 'active' | 'expired', endsInDays: number) {
    const school = await makeOrganization(testApp.connection.db);
    await testApp.connection.db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'School – up to 25 teachers',
      status,
      startsAt: new Date(now.getTime() - 100 * dayMs),
      endsAt: new Date(now.getTime() + endsInDays * dayMs),
      teacherLimit: 25,
    });
    return school.id;
  }

  it('answers the limit of a running subscription', async () => {
    expect(
      await organizationTeacherLimit(testApp.connection.db, await schoolWith('active', 30), now),
    ).toBe(25);
  });

  it('answers null without a running subscription', async () => {
    const db = testApp.connection.db;
    expect(await organizationTeacherLimit(db, (await makeOrganization(db)).id, now)).toBeNull();
    expect(await organizationTeacherLimit(db, await schoolWith('expired', -5), now)).toBeNull();
    // Still marked active, but its end has passed before the expiry task ran.
    expect(await organizationTeacherLimit(db, await schoolWith('active', -1), now)).toBeNull();
  });
});
