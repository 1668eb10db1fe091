import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realtimeCloseCodes } from '../../../../contract/support-chat.ts';
import {
  openAuthenticatedSocket,
  type ChatSocket,
} from '../../modules/support/testing/chat-socket.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
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

describe.each(testDatabases())('sockets follow the account on $name', ({ name }) => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
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
});
