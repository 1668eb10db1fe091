import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessTokenLifetimeHours } from '../../../../contract/constants.ts';
import { realtimeCloseCodes, visitorTokenLifetimeDays } from '../../../../contract/support-chat.ts';
import { openAuthenticatedSocket, type ChatSocket } from '../../testing/chat-socket.ts';
import { users } from '../../db/tables/users.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { latestResetTokenFor } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';

/** How long a change may take to reach an open socket. */
const withinMs = 3_000;

function closedWithin(socket: ChatSocket, timeoutMs = withinMs): Promise<number | 'still open'> {
  return Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), timeoutMs)),
  ]);
}

/** A visitor starts a private conversation; answers the id of the message they sent. */
async function visitorAsks(app: FastifyInstance, body: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/support/visitor-token',
    payload: { full_name: 'Private Parent', email: `parent.${randomUUID()}@example.com` },
  });
  const { visitor_token: token } = response.json().result as { visitor_token: string };
  const visitor = await openAuthenticatedSocket(app, token);
  const id = randomUUID();
  visitor.send({ type: 'send', id, body });
  await visitor.waitFor('ack', (frame) => frame.message.id === id);
  visitor.close();
  return id;
}

const newPassword = 'Renewed#2026';

function messagesOn(socket: ChatSocket) {
  return socket.frames.filter((frame) => frame.type === 'message');
}

describe.each(testDatabases())('sockets follow the account on $name', ({ name }) => {
  const clock = testClock();
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    owner = await makeUser(testApp.connection.db, { role: 'super_admin', fullName: 'Owner' });
  });
  afterAll(() => testApp.close());

  it('a super admin who logged out, was demoted to customer and deactivated hears nothing more', async () => {
    const { app } = testApp;
    const admin = await makeUser(app.db, { role: 'super_admin', fullName: 'Leaving Admin' });
    const token = await app.accessTokens.sign(admin);
    const socket = await openAuthenticatedSocket(app, token);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}`,
      headers: await bearer(app, owner),
      payload: { role: 'customer', is_active: false },
    });
    expect(demoted.statusCode).toBe(200);
    const secret = await visitorAsks(app, 'My private question');

    expect(await closedWithin(socket)).toBe(realtimeCloseCodes.unauthorized);
    expect(socket.frames.filter((frame) => frame.type === 'message')).toEqual([]);
    expect(JSON.stringify(socket.frames)).not.toContain(secret);
  });

  async function patchUser(id: string, by: TestUser, payload: object) {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: await bearer(testApp.app, by),
      payload,
    });
    expect(response.statusCode).toBe(200);
  }

  it('closes the socket of the token that logged out, and only that one', async () => {
    const { app } = testApp;
    const teacher = await makeUser(app.db);
    const laptopToken = await app.accessTokens.sign(teacher);
    const laptop = await openAuthenticatedSocket(app, laptopToken);
    const phone = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${laptopToken}` },
    });

    expect(await closedWithin(laptop)).toBe(realtimeCloseCodes.unauthorized);
    expect(laptop.frames).toContainEqual({ type: 'error', key: 'common.error.tokenLoggedOut' });
    expect(await closedWithin(phone, 500)).toBe('still open');
    phone.close();
  });

  it('closes every socket of the account when its password is changed', async () => {
    const { app } = testApp;
    const teacher = await makeUser(app.db);
    const phone = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/profile/password',
      headers: await bearer(app, teacher),
      payload: {
        current_password: teacher.password,
        new_password: newPassword,
        new_password_confirmation: newPassword,
      },
    });
    expect(changed.statusCode).toBe(200);

    expect(await closedWithin(phone)).toBe(realtimeCloseCodes.unauthorized);
  });

  it('closes every socket of the account when its password is reset', async () => {
    const { app } = testApp;
    const teacher = await makeUser(app.db);
    const phone = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: teacher.email },
    });
    const resetToken = await latestResetTokenFor(testApp.config.dataDir, teacher.email);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    expect(await closedWithin(phone)).toBe(realtimeCloseCodes.unauthorized);
  });

  it('closes the socket of a teacher their principal deactivates', async () => {
    const { app } = testApp;
    const school = await makeOrganization(app.db);
    const principal = await makeUser(app.db, { role: 'org_admin', organizationId: school.id });
    const teacher = await makeUser(app.db, { organizationId: school.id });
    const tablet = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

    await patchUser(teacher.id, principal, { is_active: false });

    expect(await closedWithin(tablet)).toBe(realtimeCloseCodes.unauthorized);
    expect(tablet.frames).toContainEqual({ type: 'error', key: 'auth.failed.accountInactive' });
  });

  it('closes the support socket of a deactivated super admin before the next private message', async () => {
    const { app } = testApp;
    const admin = await makeUser(app.db, { role: 'super_admin' });
    const socket = await openAuthenticatedSocket(app, await app.accessTokens.sign(admin));

    await patchUser(admin.id, owner, { is_active: false });
    await visitorAsks(app, 'Asked after the deactivation');

    expect(await closedWithin(socket)).toBe(realtimeCloseCodes.unauthorized);
    expect(messagesOn(socket)).toEqual([]);
  });

  it('sends a demoted super admin away, and back as a customer who hears no private conversation', async () => {
    const { app } = testApp;
    const admin = await makeUser(app.db, { role: 'super_admin' });
    const token = await app.accessTokens.sign(admin);
    const socket = await openAuthenticatedSocket(app, token);
    expect(socket.frames[0]).toEqual({ type: 'ready', support: true });

    await patchUser(admin.id, owner, { role: 'customer' });
    expect(await closedWithin(socket)).toBe(realtimeCloseCodes.accountChanged);

    // The client reconnects at once with the token it has: the account decides, not the token.
    const again = await openAuthenticatedSocket(app, token);
    expect(again.frames[0]).toEqual({ type: 'ready', support: false });
    await visitorAsks(app, 'Asked after the demotion');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messagesOn(socket)).toEqual([]);
    expect(messagesOn(again)).toEqual([]);
    again.close();
  });

  it('sends away the socket of a teacher moved to another school', async () => {
    const { app } = testApp;
    const [first, second] = [await makeOrganization(app.db), await makeOrganization(app.db)];
    const teacher = await makeUser(app.db, { organizationId: first.id });
    const tablet = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

    await patchUser(teacher.id, owner, { organization_id: second.id });

    expect(await closedWithin(tablet)).toBe(realtimeCloseCodes.accountChanged);
  });

  it('keeps the socket open through a change that does not touch its rights', async () => {
    const { app } = testApp;
    const admin = await makeUser(app.db, { role: 'super_admin' });
    const socket = await openAuthenticatedSocket(app, await app.accessTokens.sign(admin));

    await patchUser(admin.id, owner, { full_name: 'Renamed Admin', role: 'super_admin' });
    const asked = await visitorAsks(app, 'Still heard after a rename');

    await socket.waitFor('message', (frame) => frame.message.id === asked);
    expect(await closedWithin(socket, 300)).toBe('still open');
    socket.close();
  });

  it.skipIf(name !== 'postgres')(
    'checks every socket again when the listening connection comes back',
    async () => {
      const { app } = testApp;
      const teacher = await makeUser(app.db);
      const tablet = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));

      await app.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`);
      // Committed while nobody listens: its notice is lost.
      await app.db.update(users).set({ isActive: false }).where(eq(users.id, teacher.id));

      expect(await closedWithin(tablet, 15_000)).toBe(realtimeCloseCodes.unauthorized);
    },
  );

  it('closes a socket when its access token expires', async () => {
    const { app } = testApp;
    const teacher = await makeUser(app.db);
    const token = await app.accessTokens.sign(teacher);
    clock.advance(accessTokenLifetimeHours * 60 * 60 * 1000 - 1_000);
    const socket = await openAuthenticatedSocket(app, token);

    expect(await closedWithin(socket)).toBe(realtimeCloseCodes.unauthorized);
    // A token signed now is accepted, as a client that refreshed its token would find.
    const fresh = await openAuthenticatedSocket(app, await app.accessTokens.sign(teacher));
    expect(await closedWithin(fresh, 500)).toBe('still open');
    fresh.close();
  });

  it('closes a visitor socket when its visitor token expires', async () => {
    const { app } = testApp;
    const response = await app.inject({
      method: 'POST',
      url: '/api/support/visitor-token',
      payload: { full_name: 'Late Parent', email: 'late@example.com' },
    });
    const { visitor_token: token } = response.json().result as { visitor_token: string };
    clock.advance(visitorTokenLifetimeDays * 24 * 60 * 60 * 1000 - 1_000);
    const socket = await openAuthenticatedSocket(app, token);

    expect(await closedWithin(socket)).toBe(realtimeCloseCodes.unauthorized);
  });
});
