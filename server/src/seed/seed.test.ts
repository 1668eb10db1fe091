import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { organizations } from '../db/tables/organizations.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { users } from '../db/tables/users.ts';
import { buildTestApp, testPasswordHashing, type TestApp } from '../testing/build-test-app.ts';
import { makeUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { seed } from './seed.ts';

const options = { passwordHashing: testPasswordHashing };

describe.each(testDatabases())('seeding on $name', ({ name }) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('creates one demo account per role on an empty database, all able to sign in', async () => {
    const { demoAccounts } = await seed(testApp.connection.db, options);

    expect(demoAccounts.map(({ role, email }) => [role, email])).toEqual([
      ['super_admin', 'admin@shawahid.test'],
      ['org_admin', 'principal@shawahid.test'],
      ['agent', 'teacher@shawahid.test'],
      ['agent', 'teacher2@shawahid.test'],
      ['agent', 'solo.teacher@shawahid.test'],
      ['customer', 'billing@shawahid.test'],
    ]);
    for (const account of demoAccounts) {
      expect(account.password).toBe('Shawahid#2026');
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode, account.email).toBe(200);
    }
  });

  it('puts the principal and two teachers in Al-Noor and gives the solo teacher a trial', async () => {
    await seed(testApp.connection.db, options);
    const { db } = testApp.connection;

    const [school] = await db.select().from(organizations);
    const members = await db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.organizationId, school?.id ?? ''));
    const [solo] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'solo.teacher@shawahid.test'));
    const [trial] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, solo?.id ?? ''));

    expect(school?.name).toBe('Al-Noor Secondary School');
    expect(members).toEqual(
      expect.arrayContaining([
        { email: 'principal@shawahid.test', role: 'org_admin' },
        { email: 'teacher@shawahid.test', role: 'agent' },
        { email: 'teacher2@shawahid.test', role: 'agent' },
      ]),
    );
    expect(solo?.organizationId).toBeNull();
    expect(trial?.status).toBe('trial');
  });

  it('leaves a database that has users alone', async () => {
    await makeUser(testApp.connection.db);

    const outcome = await seed(testApp.connection.db, options);

    expect(outcome.demoAccounts).toEqual([]);
    expect(await testApp.connection.db.select().from(organizations)).toEqual([]);
  });

  it('seeds once when run again or by several instances at the same time', async () => {
    const outcomes = await Promise.all([
      seed(testApp.connection.db, options),
      seed(testApp.connection.db, options),
      seed(testApp.connection.db, options),
    ]);
    const later = await seed(testApp.connection.db, options);

    expect(outcomes.filter((outcome) => outcome.demoAccounts.length > 0)).toHaveLength(1);
    expect(later.demoAccounts).toEqual([]);
    expect(await testApp.connection.db.select().from(users)).toHaveLength(6);
  });
});
