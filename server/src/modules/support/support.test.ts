import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatMessagesPerMinute } from '../../../../contract/support-chat.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { supportMessages } from '../../db/tables/support.ts';
import { openAuthenticatedSocket, openChatSocket } from '../../testing/chat-socket.ts';

describe.each(testDatabases())('support chat on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let teacher: TestUser;
  let otherTeacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const db = testApp.connection.db;
    const school = await makeOrganization(db, { name: `Al-Noor ${randomUUID()}` });
    admin = await makeUser(db, { role: 'super_admin', fullName: 'Support Admin' });
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Huda Teacher' });
    otherTeacher = await makeUser(db, { organizationId: school.id });
    const now = Date.now();
    await db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'School 25',
      status: 'active',
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function asUser(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: await bearer(testApp.app, user),
      ...(payload && { payload }),
    });
  }

  async function visitorToken(fullName = 'Visiting Parent', email = 'parent@example.com') {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/support/visitor-token',
      payload: { full_name: fullName, email },
    });
    expect(response.statusCode).toBe(201);
    return response.json().result as { visitor_token: string; conversation_id: string };
  }

  async function asVisitor(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
    return testApp.app.inject({
      method,
      url,
      headers: { 'x-visitor-token': token },
      ...(payload && { payload }),
    });
  }

  it('lets a visitor write and read only their own conversation', async () => {
    const first = await visitorToken();
    const second = await visitorToken('Another Visitor', 'another@example.com');
    const id = randomUUID();
    const sent = await asVisitor(
      first.visitor_token,
      'POST',
      '/api/support/conversations/mine/messages',
      {
        id,
        body: 'Hello, how do I subscribe my school?',
      },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().result).toMatchObject({
      id,
      conversation_id: first.conversation_id,
      sender: 'contact',
      sender_name: 'Visiting Parent',
    });

    const own = await asVisitor(first.visitor_token, 'GET', '/api/support/conversations/mine');
    expect(own.json().result.messages.map((m: { id: string }) => m.id)).toEqual([id]);
    const others = await asVisitor(second.visitor_token, 'GET', '/api/support/conversations/mine');
    expect(others.json().result.messages).toEqual([]);

    const nobody = await testApp.app.inject({
      method: 'GET',
      url: '/api/support/conversations/mine',
    });
    expect(nobody.statusCode).toBe(401);
    const forged = await asVisitor(
      `${first.visitor_token}x`,
      'GET',
      '/api/support/conversations/mine',
    );
    expect(forged.statusCode).toBe(401);
    // A visitor token is no access token, and the support list is for super admins only.
    const asBearer = await testApp.app.inject({
      method: 'GET',
      url: '/api/support/conversations',
      headers: { authorization: `Bearer ${first.visitor_token}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('stores a resent message once and refuses its id in another conversation', async () => {
    const id = randomUUID();
    const payload = { id, body: 'Sent twice after a dropped connection' };
    const first = await asUser(
      teacher,
      'POST',
      '/api/support/conversations/mine/messages',
      payload,
    );
    const again = await asUser(
      teacher,
      'POST',
      '/api/support/conversations/mine/messages',
      payload,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().result).toEqual(first.json().result);
    const stored = await testApp.connection.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, id));
    expect(stored).toHaveLength(1);

    const stolen = await asUser(
      otherTeacher,
      'POST',
      '/api/support/conversations/mine/messages',
      payload,
    );
    expect(stolen.statusCode).toBe(409);
    const othersView = await asUser(otherTeacher, 'GET', '/api/support/conversations/mine');
    expect(othersView.json().result.messages).toEqual([]);
  });

  it('refuses empty and oversized messages', async () => {
    const tooLong = await asUser(teacher, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: 'a'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].key).toBe('validation.error.maxLength');
    const empty = await asUser(teacher, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: '   ',
    });
    expect(empty.statusCode).toBe(400);
    const control = await asUser(teacher, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: `bell\u0007`,
    });
    expect(control.statusCode).toBe(400);
  });

  it('shows the support team conversations newest first with unread counts and who asks', async () => {
    const visitor = await visitorToken('Newest Visitor', 'newest@example.com');
    await asVisitor(visitor.visitor_token, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: 'First question',
    });
    await asVisitor(visitor.visitor_token, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: 'Second question',
    });

    const forbidden = await asUser(teacher, 'GET', '/api/support/conversations');
    expect(forbidden.statusCode).toBe(403);

    const list = await asUser(admin, 'GET', '/api/support/conversations');
    expect(list.statusCode).toBe(200);
    const conversations = list.json().result as {
      id: string;
      unread_count: number;
      last_message_at: string;
      last_message_preview: string;
    }[];
    expect(conversations[0]).toMatchObject({
      id: visitor.conversation_id,
      unread_count: 2,
      last_message_preview: 'Second question',
    });
    const times = conversations.map((c) => c.last_message_at);
    expect(times).toEqual([...times].sort().reverse());

    const teacherConversation = (
      await asUser(teacher, 'GET', '/api/support/conversations/mine')
    ).json().result.id as string;
    const detail = await asUser(admin, 'GET', `/api/support/conversations/${teacherConversation}`);
    expect(detail.json().result.contact).toMatchObject({
      full_name: 'Huda Teacher',
      role: 'agent',
      school_name: 'Test School',
      subscription_status: 'active',
    });
    expect(detail.json().result.contact.organization_name).toMatch(/^Al-Noor /);

    const read = await asUser(
      admin,
      'POST',
      `/api/support/conversations/${visitor.conversation_id}/read`,
    );
    expect(read.statusCode).toBe(200);
    const after = (await asUser(admin, 'GET', '/api/support/conversations')).json().result as {
      id: string;
      unread_count: number;
    }[];
    expect(after.find((c) => c.id === visitor.conversation_id)?.unread_count).toBe(0);
  });

  it('lets the support team reply, close and reopen, and a contact message reopens', async () => {
    const visitor = await visitorToken('Closing Visitor', 'closing@example.com');
    await asVisitor(visitor.visitor_token, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: 'Can you help?',
    });
    const reply = await asUser(
      admin,
      'POST',
      `/api/support/conversations/${visitor.conversation_id}/messages`,
      {
        id: randomUUID(),
        body: 'Of course.',
      },
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().result).toMatchObject({ sender: 'support', sender_name: 'Support Admin' });

    const teacherReply = await asUser(
      teacher,
      'POST',
      `/api/support/conversations/${visitor.conversation_id}/messages`,
      {
        id: randomUUID(),
        body: 'Not mine to answer',
      },
    );
    expect(teacherReply.statusCode).toBe(403);

    const closed = await asUser(
      admin,
      'PUT',
      `/api/support/conversations/${visitor.conversation_id}/status`,
      {
        status: 'closed',
      },
    );
    expect(closed.json().result).toEqual({ id: visitor.conversation_id, status: 'closed' });
    const seen = await asVisitor(visitor.visitor_token, 'GET', '/api/support/conversations/mine');
    expect(seen.json().result.status).toBe('closed');
    expect(seen.json().result.messages.map((m: { body: string }) => m.body)).toEqual([
      'Can you help?',
      'Of course.',
    ]);

    await asVisitor(visitor.visitor_token, 'POST', '/api/support/conversations/mine/messages', {
      id: randomUUID(),
      body: 'One more thing',
    });
    const reopened = await asVisitor(
      visitor.visitor_token,
      'GET',
      '/api/support/conversations/mine',
    );
    expect(reopened.json().result.status).toBe('open');
  });

  it('limits how many messages one sender may post a minute', async () => {
    const visitor = await visitorToken('Fast Typist', 'fast@example.com');
    const statuses: number[] = [];
    for (let index = 0; index <= chatMessagesPerMinute; index += 1) {
      const response = await asVisitor(
        visitor.visitor_token,
        'POST',
        '/api/support/conversations/mine/messages',
        {
          id: randomUUID(),
          body: `Message ${index}`,
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, chatMessagesPerMinute).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('delivers messages in real time over the socket to the contact and the support team', async () => {
    const visitor = await visitorToken('Live Visitor', 'live@example.com');
    const visitorSocket = await openAuthenticatedSocket(testApp.app, visitor.visitor_token);
    const adminSocket = await openAuthenticatedSocket(
      testApp.app,
      await testApp.app.accessTokens.sign(admin),
    );
    const intruder = await visitorToken('Someone Else', 'else@example.com');
    const intruderSocket = await openAuthenticatedSocket(testApp.app, intruder.visitor_token);

    const id = randomUUID();
    visitorSocket.send({ type: 'send', id, body: 'Hello over the socket' });
    const ack = await visitorSocket.waitFor('ack', (frame) => frame.message.id === id);
    expect(ack.message.conversationId).toBe(visitor.conversation_id);
    await adminSocket.waitFor('message', (frame) => frame.message.id === id);

    // A resend after a drop is acknowledged with the same message and not delivered twice.
    visitorSocket.send({ type: 'send', id, body: 'Hello over the socket' });
    await visitorSocket.waitFor('ack', (frame) => frame.message.id === id);

    const replyId = randomUUID();
    adminSocket.send({
      type: 'send',
      id: replyId,
      body: 'Hello visitor',
      conversationId: visitor.conversation_id,
    });
    await visitorSocket.waitFor('message', (frame) => frame.message.id === replyId);

    const ping = randomUUID();
    intruderSocket.send({ type: 'send', id: ping, body: 'Own conversation' });
    await intruderSocket.waitFor('ack', (frame) => frame.message.id === ping);
    expect(
      intruderSocket.frames.some(
        (frame) =>
          frame.type === 'message' && frame.message.conversationId === visitor.conversation_id,
      ),
    ).toBe(false);
    expect(
      adminSocket.frames.filter((frame) => frame.type === 'message' && frame.message.id === id),
    ).toHaveLength(1);

    await testApp.app.inject({
      method: 'PUT',
      url: `/api/support/conversations/${visitor.conversation_id}/status`,
      headers: await bearer(testApp.app, admin),
      payload: { status: 'closed' },
    });
    await visitorSocket.waitFor('conversation', (frame) => frame.status === 'closed');

    const tooLong = randomUUID();
    visitorSocket.send({ type: 'send', id: tooLong, body: 'x'.repeat(2001) });
    const refused = await visitorSocket.waitFor('error', (frame) => frame.id === tooLong);
    expect(refused.key).toBe('validation.error.maxLength');

    for (const socket of [visitorSocket, adminSocket, intruderSocket]) socket.close();
  });

  it('closes a socket that sends no valid token, and refuses a foreign origin', async () => {
    const socket = await openChatSocket(testApp.app);
    socket.send({ type: 'auth', token: 'not-a-token' });
    expect(await socket.closed).toBe(4401);

    const unauthenticated = await openChatSocket(testApp.app);
    unauthenticated.send({ type: 'send', id: randomUUID(), body: 'Before auth' });
    expect(await unauthenticated.closed).toBe(4401);

    await expect(openChatSocket(testApp.app, 'https://evil.example')).rejects.toThrow(/403/);
  });
});

describe('support chat logs', () => {
  it('never write an access or visitor token', async () => {
    const lines: string[] = [];
    const testApp = await buildTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
      const accessToken = await testApp.app.accessTokens.sign(admin);
      const issued = await testApp.app.inject({
        method: 'POST',
        url: '/api/support/visitor-token',
        payload: { full_name: 'Logged Visitor', email: 'logged@example.com' },
      });
      const visitorToken = issued.json().result.visitor_token as string;
      await testApp.app.inject({
        method: 'GET',
        url: '/api/support/conversations/mine',
        headers: { 'x-visitor-token': visitorToken },
      });
      const visitorSocket = await openAuthenticatedSocket(testApp.app, visitorToken);
      const adminSocket = await openAuthenticatedSocket(testApp.app, accessToken);
      const id = randomUUID();
      visitorSocket.send({ type: 'send', id, body: 'Is anything secret logged?' });
      await adminSocket.waitFor('message', (frame) => frame.message.id === id);
      const refused = await openChatSocket(testApp.app);
      refused.send({ type: 'auth', token: `${accessToken}tampered` });
      await refused.closed;
      visitorSocket.close();
      adminSocket.close();

      expect(lines.length).toBeGreaterThan(0);
      const logged = lines.join('\n');
      expect(logged).not.toContain(accessToken.split('.')[2]);
      expect(logged).not.toContain(visitorToken.split('.')[2]);
    } finally {
      await testApp.close();
    }
  });
});
