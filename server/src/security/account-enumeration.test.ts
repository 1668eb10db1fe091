import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { schoolAddressLimits } from '../modules/organizations/school-address-limits.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { apiCaller } from '../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization, type TestOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Issue 18, item 12: a principal must not learn which addresses have accounts, or belong to
 * other schools, by trying them through user management or invitations.
 */
describe.each(testDatabases())('account enumeration by principals on $name', ({ name }) => {
  let testApp: TestApp;
  let otherSchool: TestOrganization;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    otherSchool = await makeOrganization(testApp.connection.db);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A school of its own per test, so each starts with the whole budget. */
  async function principalOfNewSchool(): Promise<{ principal: TestUser; teacher: TestUser }> {
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const now = new Date();
    await db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'Up to 120 teachers',
      status: 'active',
      teacherLimit: 120,
      startsAt: now,
      endsAt: new Date(now.getTime() + 365 * dayMs),
    });
    return {
      principal: await makeUser(db, { role: 'org_admin', organizationId: school.id }),
      teacher: await makeUser(db, { organizationId: school.id }),
    };
  }

  const call = apiCaller(() => testApp.app);

  it('answers an invitation to another school’s member exactly as one to a new address', async () => {
    const { principal } = await principalOfNewSchool();
    const member = await makeUser(testApp.connection.db, { organizationId: otherSchool.id });

    const toMember = await call(principal, 'POST', '/api/invitations', { email: member.email });
    const toNobody = await call(principal, 'POST', '/api/invitations', {
      email: `nobody.${Date.now()}@school.test`,
    });

    expect(toMember.statusCode).toBe(toNobody.statusCode);
    expect(toMember.statusCode).toBe(201);
    expect(Object.keys(toMember.json().result).sort()).toEqual(
      Object.keys(toNobody.json().result).sort(),
    );
  });

  it('tells a principal testing 30 addresses at once through PATCH /users about 10 at most', async () => {
    const { principal, teacher } = await principalOfNewSchool();
    const members = await Promise.all(
      Array.from({ length: 30 }, () =>
        makeUser(testApp.connection.db, { organizationId: otherSchool.id }),
      ),
    );

    const answers = await Promise.all(
      members.map((member) =>
        call(principal, 'PATCH', `/api/users/${teacher.id}`, { email: member.email }),
      ),
    );

    const told = answers.filter((answer) => answer.statusCode === 409);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(told.length).toBeLessThanOrEqual(schoolAddressLimits.takenAddresses.max);
    expect(told.length + refused.length).toBe(30);
    expect(refused[0]?.json().error).toBe('common.error.rateLimited');
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts taken addresses tried through POST /users in the same budget', async () => {
    const { principal } = await principalOfNewSchool();
    const members = await Promise.all(
      Array.from({ length: schoolAddressLimits.takenAddresses.max + 3 }, () =>
        makeUser(testApp.connection.db, { organizationId: otherSchool.id }),
      ),
    );

    const answers = await Promise.all(
      members.map((member) =>
        call(principal, 'POST', '/api/users', {
          full_name: 'Probe',
          email: member.email,
          password: 'Probe#2026pass',
          role: 'org_admin',
        }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 409).length).toBeLessThanOrEqual(
      schoolAddressLimits.takenAddresses.max,
    );
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('does not spend the taken-address budget on addresses that are free', async () => {
    const { principal, teacher } = await principalOfNewSchool();

    for (let change = 0; change < schoolAddressLimits.takenAddresses.max + 2; change += 1) {
      const response = await call(principal, 'PATCH', `/api/users/${teacher.id}`, {
        email: `renamed.${change}.${teacher.id}@school.test`,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits how many addresses a school’s principals may name in a while, invitations included', async () => {
    const { principal } = await principalOfNewSchool();
    const extra = 5;

    const answers = await Promise.all(
      Array.from({ length: schoolAddressLimits.addressWrites.max + extra }, (_, index) =>
        call(principal, 'POST', '/api/invitations', {
          email: `invitee.${index}.${principal.id}@school.test`,
        }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(
      schoolAddressLimits.addressWrites.max,
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(extra);
  });
});
