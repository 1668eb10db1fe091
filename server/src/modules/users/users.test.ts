import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabases())('user management on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let schoolA: TestOrganization;
  let schoolB: TestOrganization;
  let principalA: TestUser;
  let teacherA: TestUser;
  let teacherB: TestUser;

  async function subscribe(organizationId: string, teacherLimit: number) {
    const now = new Date();
    await testApp.connection.db.insert(subscriptions).values({
      organizationId,
      planName: `Up to ${teacherLimit} teachers`,
      status: 'active',
      teacherLimit,
      startsAt: now,
      endsAt: new Date(now.getTime() + yearMs),
    });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const { db } = testApp.connection;
    admin = await makeUser(db, { role: 'super_admin', organizationId: null });
    schoolA = await makeOrganization(db);
    schoolB = await makeOrganization(db);
    await subscribe(schoolA.id, 50);
    principalA = await makeUser(db, { role: 'org_admin', organizationId: schoolA.id });
    teacherA = await makeUser(db, { fullName: 'Amal Teacher', organizationId: schoolA.id });
    teacherB = await makeUser(db, { fullName: 'Basma Teacher', organizationId: schoolB.id });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    full_name: 'Fatimah Al-Zahrani',
    email: `new.${Math.random().toString(36).slice(2)}@school.test`,
    password: 'Madrasa#2026',
    role: 'agent',
    mobile: '+966512345678',
    job: 'Arabic teacher',
    ...overrides,
  });

  describe('as the super admin', () => {
    it('creates a user in the organisation chosen, without ever returning the password', async () => {
      const body = newUser({
        organization_id: schoolB.id,
        profile_picture_url: 'https://example.com/me.png',
      });

      const created = await call(admin, 'POST', '/api/users', body);

      expect(created.statusCode).toBe(201);
      expect(created.json().result).toMatchObject({
        full_name: 'Fatimah Al-Zahrani',
        email: body.email,
        role: 'agent',
        organization_id: schoolB.id,
        organization_name: schoolB.name,
        is_active: true,
        job: 'Arabic teacher',
        mobile: '+966512345678',
        profile_picture_url: 'https://example.com/me.png',
      });
      expect(JSON.stringify(created.json())).not.toMatch(/password/);
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: 'Madrasa#2026' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('must name the organisation of anyone but another super admin', async () => {
      const missing = await call(admin, 'POST', '/api/users', newUser());
      const superAdmin = await call(admin, 'POST', '/api/users', newUser({ role: 'super_admin' }));

      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('users.failed.organizationIdRequired');
      expect(missing.json().errors).toEqual([
        expect.objectContaining({
          field: 'organization_id',
          key: 'users.failed.organizationIdRequired',
        }),
      ]);
      expect(superAdmin.statusCode).toBe(201);
      expect(superAdmin.json().result.organization_id).toBeNull();
    });

    it('refuses a missing name and password, a bad role and a taken email with the spec’s keys', async () => {
      const invalid = await call(admin, 'POST', '/api/users', {
        email: teacherA.email,
        role: 'headmaster',
      });
      const taken = await call(
        admin,
        'POST',
        '/api/users',
        newUser({ email: teacherA.email.toUpperCase(), organization_id: schoolA.id }),
      );

      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'full_name', key: 'users.failed.fullNameRequired' }),
          expect.objectContaining({ field: 'password', key: 'users.failed.passwordRequired' }),
          expect.objectContaining({ field: 'role', key: 'users.failed.invalidRole' }),
        ]),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('users.failed.emailExists');
    });

    it('lists everyone, filtered by organisation, role, active state and search', async () => {
      const inactive = await makeUser(testApp.connection.db, {
        fullName: 'Zainab Inactive',
        organizationId: schoolB.id,
        isActive: false,
      });

      const all = await call(admin, 'GET', '/api/users?page_size=100');
      const schoolBInactive = await call(
        admin,
        'GET',
        `/api/users?organization_id=${schoolB.id}&is_active=false`,
      );
      const searched = await call(admin, 'GET', '/api/users?search=basma&role=agent');

      const ids = all.json().result.items.map((item: { id: string }) => item.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, teacherA.id, teacherB.id]));
      expect(schoolBInactive.json().result.items.map((item: { id: string }) => item.id)).toEqual([
        inactive.id,
      ]);
      expect(searched.json().result.items.map((item: { id: string }) => item.id)).toEqual([
        teacherB.id,
      ]);
    });

    it('moves a user to another school and answers 404 for an unknown one', async () => {
      const mover = await makeUser(testApp.connection.db, { organizationId: schoolA.id });

      const moved = await call(admin, 'PATCH', `/api/users/${mover.id}`, {
        organization_id: schoolB.id,
      });
      const unknown = await call(
        admin,
        'PATCH',
        '/api/users/01930000-0000-7000-8000-000000000000',
        {
          full_name: 'Nobody',
        },
      );

      expect(moved.statusCode).toBe(200);
      expect(moved.json().result).toMatchObject({
        organization_id: schoolB.id,
        organization_name: schoolB.name,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('users.failed.notFound');
    });
  });

  describe('as a principal', () => {
    it('creates staff in their own school whatever organisation the body names', async () => {
      const created = await call(principalA, 'POST', '/api/users', newUser());
      const elsewhere = await call(
        principalA,
        'POST',
        '/api/users',
        newUser({ organization_id: schoolB.id }),
      );

      expect(created.statusCode).toBe(201);
      expect(created.json().result.organization_id).toBe(schoolA.id);
      expect(elsewhere.statusCode).toBe(403);
    });

    it('can never create a super admin or a customer', async () => {
      for (const role of ['super_admin', 'customer']) {
        const response = await call(principalA, 'POST', '/api/users', newUser({ role }));
        expect(response.statusCode).toBe(403);
      }
    });

    it('sees only their own school in the list, even when asking for another', async () => {
      const list = await call(principalA, 'GET', '/api/users?page_size=100');
      const other = await call(principalA, 'GET', `/api/users?organization_id=${schoolB.id}`);

      const schools = new Set(
        list.json().result.items.map((item: { organization_id: string }) => item.organization_id),
      );
      expect([...schools]).toEqual([schoolA.id]);
      expect(list.json().result.items.map((item: { id: string }) => item.id)).toContain(
        teacherA.id,
      );
      expect(other.statusCode).toBe(403);
    });

    it('cannot read or edit a user of another school or a super admin', async () => {
      for (const target of [teacherB, admin]) {
        const read = await call(principalA, 'GET', `/api/users/${target.id}`);
        const edit = await call(principalA, 'PATCH', `/api/users/${target.id}`, {
          full_name: 'Taken over',
        });
        expect(read.statusCode).toBe(404);
        expect(edit.statusCode).toBe(404);
      }
      const [untouched] = await testApp.connection.db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, teacherB.id));
      expect(untouched?.fullName).toBe('Basma Teacher');
    });

    it('cannot move a user to another school or make one a super admin', async () => {
      const staff = await makeUser(testApp.connection.db, { organizationId: schoolA.id });

      const move = await call(principalA, 'PATCH', `/api/users/${staff.id}`, {
        organization_id: schoolB.id,
      });
      const release = await call(principalA, 'PATCH', `/api/users/${staff.id}`, {
        organization_id: null,
      });
      const promote = await call(principalA, 'PATCH', `/api/users/${staff.id}`, {
        role: 'super_admin',
      });

      expect([move.statusCode, release.statusCode, promote.statusCode]).toEqual([403, 403, 403]);
      const [row] = await testApp.connection.db
        .select({ organizationId: users.organizationId, role: users.role })
        .from(users)
        .where(eq(users.id, staff.id));
      expect(row).toEqual({ organizationId: schoolA.id, role: 'agent' });
    });

    it('edits their staff: name, job, active state and a new password', async () => {
      const staff = await makeUser(testApp.connection.db, { organizationId: schoolA.id });

      const edited = await call(principalA, 'PATCH', `/api/users/${staff.id}`, {
        full_name: 'Renamed Teacher',
        job: 'Head of science',
        is_active: false,
        password: 'Another#2026',
        mobile: '',
      });

      expect(edited.statusCode).toBe(200);
      expect(edited.json().result).toMatchObject({
        full_name: 'Renamed Teacher',
        job: 'Head of science',
        is_active: false,
        mobile: null,
      });
    });

    it('cannot deactivate or demote themselves', async () => {
      const deactivate = await call(principalA, 'PATCH', `/api/users/${principalA.id}`, {
        is_active: false,
      });
      const demote = await call(principalA, 'PATCH', `/api/users/${principalA.id}`, {
        role: 'agent',
      });
      expect([deactivate.statusCode, demote.statusCode]).toEqual([403, 403]);
    });

    it('cannot add staff beyond the subscription’s cap, nor without a subscription', async () => {
      const { db } = testApp.connection;
      const smallSchool = await makeOrganization(db);
      // Three seats: the principal (no payment of theirs bought the plan), a teacher, one more.
      await subscribe(smallSchool.id, 3);
      const principal = await makeUser(db, { role: 'org_admin', organizationId: smallSchool.id });
      await makeUser(db, { organizationId: smallSchool.id });
      const inactive = await makeUser(db, { organizationId: smallSchool.id, isActive: false });

      const second = await call(principal, 'POST', '/api/users', newUser());
      const third = await call(principal, 'POST', '/api/users', newUser());
      const reactivate = await call(principal, 'PATCH', `/api/users/${inactive.id}`, {
        is_active: true,
      });
      const anotherPrincipal = await call(
        principal,
        'POST',
        '/api/users',
        newUser({ role: 'org_admin' }),
      );

      expect(second.statusCode).toBe(201);
      expect(third.statusCode).toBe(422);
      expect(third.json().error).toBe('validation.error.teacherLimitExceeded');
      expect(reactivate.statusCode).toBe(422);
      // A co-principal is staff too, and takes a seat like a teacher.
      expect(anotherPrincipal.statusCode).toBe(422);
      expect(anotherPrincipal.json().error).toBe('validation.error.teacherLimitExceeded');

      const unsubscribed = await makeOrganization(db);
      const lonePrincipal = await makeUser(db, {
        role: 'org_admin',
        organizationId: unsubscribed.id,
      });
      const refused = await call(lonePrincipal, 'POST', '/api/users', newUser());
      expect(refused.statusCode).toBe(422);
    });
  });

  it('is closed to teachers and customers', async () => {
    const customer = await makeUser(testApp.connection.db, { role: 'customer' });
    for (const user of [teacherA, customer]) {
      expect((await call(user, 'GET', '/api/users')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/api/users', newUser())).statusCode).toBe(403);
    }
  });
});
