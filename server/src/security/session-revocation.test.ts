import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realtimeCloseCodes } from '../../../contract/support-chat.ts';
import { buildApp } from '../app.ts';
import { openChatSocket } from '../testing/chat-socket.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { latestResetTokenFor } from '../testing/outbox.ts';
import { testDatabases } from '../testing/test-databases.ts';

const newPassword = 'Renewed#2026';

/**
 * Issue 18, item 1: a new password, however it was set, ends every session opened with the old
 * one, on every instance and on the realtime socket; "sign out of all other devices" ends all
 * but the one asking.
 */
describe.each(testDatabases())('session revocation on $name', ({ name }) => {
  let testApp: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const freshIp = () => `10.19.0.${(addressCount += 1)}`;

  async function signIn(user: TestUser, password = user.password): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().result.access_token;
  }

  function withToken(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: freshIp(),
      ...(body && { payload: body }),
    });
  }

  const profileWith = (token: string) => withToken(token, 'GET', '/api/profile');

  it('ends the sessions on other devices when the password is changed, keeping this one', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const phone = await signIn(teacher);
    const laptop = await signIn(teacher);

    const changed = await withToken(laptop, 'PATCH', '/api/profile/password', {
      current_password: teacher.password,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });

    expect(changed.statusCode).toBe(200);
    const stolen = await profileWith(phone);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error).toBe('common.error.tokenLoggedOut');
    expect((await profileWith(laptop)).statusCode).toBe(401);
    const fresh: string = changed.json().result.access_token;
    expect((await profileWith(fresh)).statusCode).toBe(200);
  });

  it('ends every session when the password is reset through an emailed link', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const before = await signIn(teacher);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: teacher.email },
      remoteAddress: freshIp(),
    });
    const token = await latestResetTokenFor(testApp.config.dataDir, teacher.email);

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, password_confirmation: newPassword },
    });

    expect(reset.statusCode).toBe(200);
    expect((await profileWith(before)).statusCode).toBe(401);
    expect((await profileWith(await signIn(teacher, newPassword))).statusCode).toBe(200);
  });

  it.each(['org_admin', 'super_admin'] as const)(
    'ends a staff member’s sessions when a %s sets their password',
    async (role) => {
      const school = await makeOrganization(testApp.connection.db);
      const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
      const manager = await makeUser(testApp.connection.db, {
        role,
        organizationId: role === 'org_admin' ? school.id : null,
      });
      const teacherSession = await signIn(teacher);
      const managerSession = await signIn(manager);

      const updated = await withToken(managerSession, 'PATCH', `/api/users/${teacher.id}`, {
        password: newPassword,
      });

      expect(updated.statusCode).toBe(200);
      expect((await profileWith(teacherSession)).statusCode).toBe(401);
      expect((await profileWith(managerSession)).statusCode).toBe(200);
    },
  );

  it('keeps the sessions when a manager changes something other than the password', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    const principal = await makeUser(testApp.connection.db, {
      role: 'org_admin',
      organizationId: school.id,
    });
    const teacherSession = await signIn(teacher);

    await withToken(await signIn(principal), 'PATCH', `/api/users/${teacher.id}`, {
      job: 'Physics teacher',
    });

    expect((await profileWith(teacherSession)).statusCode).toBe(200);
  });

  it('signs out of all other devices and hands this one a fresh session', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const phone = await signIn(teacher);
    const laptop = await signIn(teacher);

    const response = await withToken(laptop, 'POST', '/api/auth/logout-other-devices');

    expect(response.statusCode).toBe(200);
    const fresh: string = response.json().result.access_token;
    expect((await profileWith(phone)).statusCode).toBe(401);
    expect((await profileWith(laptop)).statusCode).toBe(401);
    expect((await profileWith(fresh)).statusCode).toBe(200);
  });

  it('refuses the old sessions on every instance', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const phone = await signIn(teacher);
    const second = await buildApp(testApp.config, { database: testApp.connection });
    try {
      await withToken(await signIn(teacher), 'POST', '/api/auth/logout-other-devices');

      const response = await second.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${phone}` },
      });

      expect(response.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses an old session on the realtime socket', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const phone = await signIn(teacher);
    await withToken(await signIn(teacher), 'POST', '/api/auth/logout-other-devices');
    const socket = await openChatSocket(testApp.app);

    socket.send({ type: 'auth', token: phone });

    expect(await socket.closed).toBe(realtimeCloseCodes.unauthorized);
  });
});
