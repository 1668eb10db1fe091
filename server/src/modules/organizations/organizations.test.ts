import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

describe.each(testDatabases())('organizations on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let principal: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const { db } = testApp.connection;
    admin = await makeUser(db, { role: 'super_admin' });
    const school = await makeOrganization(db);
    principal = await makeUser(db, { role: 'org_admin', organizationId: school.id });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  const unique = () => Math.random().toString(36).slice(2, 10);

  it('creates an organisation with every field and reads it back', async () => {
    const suffix = unique();
    const created = await call(admin, 'POST', '/api/organizations', {
      name: `Riyadh Model School ${suffix}`,
      subdomain: `riyadh-${suffix}`,
      logo_url: 'https://example.com/logo.png',
      contact_email: 'Office@Riyadh.test',
      subscription_status: 'trial',
    });

    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({
      name: `Riyadh Model School ${suffix}`,
      subdomain: `riyadh-${suffix}`,
      logo_url: 'https://example.com/logo.png',
      contact_email: 'office@riyadh.test',
      subscription_status: 'trial',
      member_count: 0,
    });
    const read = await call(admin, 'GET', `/api/organizations/${created.json().result.id}`);
    expect(read.json().result).toEqual(created.json().result);
  });

  it('keeps name and contact email insertable alone', async () => {
    const created = await call(admin, 'POST', '/api/organizations', {
      name: `Only a name ${unique()}`,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({ subdomain: null, subscription_status: null });
  });

  it('refuses a missing name, a bad subscription status and a bad subdomain with their keys', async () => {
    const response = await call(admin, 'POST', '/api/organizations', {
      name: ' ',
      subscription_status: 'gold',
      subdomain: 'Not OK!',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', key: 'organizations.failed.nameRequired' }),
        expect.objectContaining({
          field: 'subscription_status',
          key: 'organizations.failed.invalidSubscriptionStatus',
        }),
        expect.objectContaining({
          field: 'subdomain',
          key: 'organizations.failed.invalidSubdomain',
        }),
      ]),
    );
  });

  it('refuses a name in use (in any case) and a subdomain in use with 409', async () => {
    const suffix = unique();
    await makeOrganization(testApp.connection.db, {
      name: `Jeddah School ${suffix}`,
      subdomain: `jeddah-${suffix}`,
    });

    const sameName = await call(admin, 'POST', '/api/organizations', {
      name: `JEDDAH SCHOOL ${suffix}`,
    });
    const sameSubdomain = await call(admin, 'POST', '/api/organizations', {
      name: `Another ${suffix}`,
      subdomain: `jeddah-${suffix}`,
    });

    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe('organizations.failed.nameExists');
    expect(sameSubdomain.statusCode).toBe(409);
    expect(sameSubdomain.json().error).toBe('organizations.failed.subdomainExists');
  });

  it('updates only the fields sent, and refuses to take another one’s name', async () => {
    const suffix = unique();
    const taken = await makeOrganization(testApp.connection.db, { name: `Taken ${suffix}` });
    const school = await makeOrganization(testApp.connection.db, {
      subdomain: `own-${suffix}`,
      contactEmail: 'a@b.test',
    });

    const updated = await call(admin, 'PATCH', `/api/organizations/${school.id}`, {
      subscription_status: 'suspended',
      logo_url: '',
    });
    const clash = await call(admin, 'PATCH', `/api/organizations/${school.id}`, {
      name: taken.name,
    });
    const keepsOwnName = await call(admin, 'PATCH', `/api/organizations/${school.id}`, {
      name: school.name,
    });

    expect(updated.statusCode).toBe(200);
    expect(updated.json().result).toMatchObject({
      name: school.name,
      subdomain: `own-${suffix}`,
      contact_email: 'a@b.test',
      subscription_status: 'suspended',
      logo_url: null,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('organizations.failed.nameExists');
    expect(keepsOwnName.statusCode).toBe(200);
  });

  it('answers 404 with the not-found key for an unknown organisation', async () => {
    const id = '01930000-0000-7000-8000-000000000000';
    for (const response of [
      await call(admin, 'GET', `/api/organizations/${id}`),
      await call(admin, 'PATCH', `/api/organizations/${id}`, { name: 'X' }),
      await call(admin, 'DELETE', `/api/organizations/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('organizations.failed.notFound');
    }
  });

  it('searches by name and pages the list', async () => {
    const tag = unique();
    for (const letter of ['a', 'b', 'c']) {
      await makeOrganization(testApp.connection.db, { name: `Paged ${tag} ${letter}` });
    }

    const first = await call(admin, 'GET', `/api/organizations?search=${tag}&page_size=2`);
    const second = await call(admin, 'GET', `/api/organizations?search=${tag}&page_size=2&page=2`);

    expect(first.json().result).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.json().result.items.map((item: { name: string }) => item.name)).toEqual([
      `Paged ${tag} a`,
      `Paged ${tag} b`,
    ]);
    expect(second.json().result.items.map((item: { name: string }) => item.name)).toEqual([
      `Paged ${tag} c`,
    ]);
  });

  it('deletes an empty organisation but refuses one with members', async () => {
    const empty = await makeOrganization(testApp.connection.db);
    const staffed = await makeOrganization(testApp.connection.db);
    await makeUser(testApp.connection.db, { organizationId: staffed.id });

    const deleted = await call(admin, 'DELETE', `/api/organizations/${empty.id}`);
    const refused = await call(admin, 'DELETE', `/api/organizations/${staffed.id}`);

    expect(deleted.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/organizations/${empty.id}`)).statusCode).toBe(404);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('organizations.failed.hasMembers');
  });

  it('is for the super admin only', async () => {
    const teacher = await makeUser(testApp.connection.db);
    for (const user of [principal, teacher]) {
      expect((await call(user, 'GET', '/api/organizations')).statusCode).toBe(403);
      expect(
        (await call(user, 'POST', '/api/organizations', { name: `Mine ${unique()}` })).statusCode,
      ).toBe(403);
    }
    expect((await testApp.app.inject({ url: '/api/organizations' })).statusCode).toBe(401);
  });
});
