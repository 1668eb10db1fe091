import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { achievements } from '../../db/tables/achievements.ts';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/tables/notifications.ts';
import { openAuthenticatedSocket } from '../../testing/chat-socket.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, testJwtSecret, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullPage } from '../../testing/pull-changes.ts';
import { makeMutation, pushMutations } from '../../testing/push-mutations.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { writeNotification } from './write-notification.ts';

interface WireNotification {
  id: string;
  kind: string;
  subject: string;
  subject_id: string | null;
  details: Record<string, unknown>;
  read_at: string | null;
  version: number;
}

describe.each(testDatabases())('notifications on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let principal: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({
      database: name,
      env: {
        NOTIFICATION_WORKER_INTERVAL_MS: '3600000',
        PUSH_SERVICE_ORIGINS: 'https://push.example.test',
      },
    });
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Nora Teacher' });
    principal = await makeUser(db, {
      organizationId: school.id,
      role: 'org_admin',
      fullName: 'Huda Principal',
    });
    for (const user of [teacher, principal]) await giveTrial(db, user.id);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  async function returnedEvidence(description: string, comment: string) {
    const created = await call(
      teacher,
      'POST',
      '/api/achievements',
      makeAchievement({ description }),
    );
    expect(created.statusCode).toBe(201);
    const evidence = created.json().result as { id: string; version: number };
    const reviewed = await call(principal, 'POST', `/api/achievements/${evidence.id}/reviews`, {
      version: evidence.version,
      decision: 'returned',
      comment,
    });
    return { evidence, reviewed };
  }

  async function listOf(user: TestUser) {
    const response = await call(user, 'GET', '/api/notifications');
    expect(response.statusCode).toBe(200);
    return response.json().result as { items: WireNotification[]; unread_count: number };
  }

  it('tells the owner her evidence was returned, with the comment, in the list and the pull', async () => {
    const { evidence, reviewed } = await returnedEvidence('Reading club', 'Add the photos');
    expect(reviewed.statusCode).toBe(201);
    const list = await listOf(teacher);
    const item = list.items.find((entry) => entry.subject_id === evidence.id);
    expect(item).toMatchObject({
      kind: 'evidenceReturned',
      subject: 'achievement',
      read_at: null,
      details: {
        record_title: 'Reading club',
        comment: 'Add the photos',
        actor_name: 'Huda Principal',
      },
    });
    expect(list.unread_count).toBeGreaterThanOrEqual(1);

    const page = await pullPage(testApp.app, teacher);
    const pulled = page.changes.find(
      (change) => change.table === 'notifications' && change.id === item?.id,
    );
    expect(pulled?.op).toBe('put');
    // Only the recipient's devices keep it.
    const principalPage = await pullPage(testApp.app, principal);
    expect(principalPage.changes.some((change) => change.id === item?.id)).toBe(false);
  });

  it('pokes the recipient’s open sockets once the notification is written', async () => {
    const { app } = testApp;
    const socket = await openAuthenticatedSocket(app, await app.accessTokens.sign(principal));
    try {
      await testApp.connection.db.transaction((tx) =>
        writeNotification(tx, new Date(), {
          recipientId: principal.id,
          kind: 'invitationAccepted',
          subject: 'staffMember',
          subjectId: teacher.id,
          details: { actorName: 'Nora Teacher' },
        }),
      );
      expect(await socket.waitFor('poke')).toEqual({ type: 'poke', everyone: false });
    } finally {
      socket.close();
    }
  });

  it('writes the notification in the review’s transaction: a failed notification undoes the review', async () => {
    const { db } = testApp.connection;
    await db.execute(sql`
      CREATE FUNCTION refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'delivery outbox unavailable'; END $$`);
    await db.execute(sql`
      CREATE TRIGGER refuse_delivery BEFORE INSERT ON notification_deliveries
      FOR EACH ROW EXECUTE FUNCTION refuse_delivery()`);
    try {
      const { evidence, reviewed } = await returnedEvidence('Science fair', 'Name the pupils');
      expect(reviewed.statusCode).toBe(500);
      const [row] = await db.select().from(achievements).where(eq(achievements.id, evidence.id));
      expect(row?.reviewStatus).toBe('pending');
      const written = await db
        .select()
        .from(notifications)
        .where(eq(notifications.subjectId, evidence.id));
      expect(written).toEqual([]);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_delivery ON notification_deliveries`);
      await db.execute(sql`DROP FUNCTION refuse_delivery()`);
    }
  });

  it('marks one read through the batched push, and the pull carries the read copy', async () => {
    await returnedEvidence('Maths week', 'Date it');
    const [item] = (await listOf(teacher)).items.filter((entry) => entry.read_at === null);
    if (!item) throw new Error('no unread notification');
    const { cursor } = await pullPage(testApp.app, teacher);
    const answer = await pushMutations(testApp.app, teacher, [
      makeMutation(`notifications:${item.id}`, 'POST', `/notifications/${item.id}/read`, {}),
    ]);
    expect(answer.statusCode).toBe(200);
    const outcome = answer.json().result.outcomes[0];
    expect(outcome.status).toBe(200);
    expect(outcome.result).toMatchObject({ id: item.id, version: item.version + 1 });
    expect(outcome.result.read_at).toEqual(expect.any(String));

    const page = await pullPage(testApp.app, teacher, { cursor });
    const change = page.changes.find((entry) => entry.id === item.id);
    expect(change?.record).toMatchObject({ id: item.id, version: item.version + 1 });
    expect((change?.record as WireNotification).read_at).not.toBeNull();
  });

  it('marks all read up to one, leaving the later ones unread', async () => {
    await returnedEvidence('Trip', 'Add the form');
    const upTo = (await listOf(teacher)).items[0]?.id;
    await returnedEvidence('Assembly', 'Add the date');
    const answer = await call(teacher, 'POST', '/api/notifications/read-all', { up_to: upTo });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.unread_count).toBe(1);
    const [newest] = (await listOf(teacher)).items;
    expect(newest?.details.record_title).toBe('Assembly');
    expect(newest?.read_at).toBeNull();
  });

  it('keeps the centre but sends nothing for a kind whose channel is none (evidence accepted by default)', async () => {
    const created = await call(
      teacher,
      'POST',
      '/api/achievements',
      makeAchievement({ description: 'Poster' }),
    );
    const evidence = created.json().result as { id: string; version: number };
    await call(principal, 'POST', `/api/achievements/${evidence.id}/reviews`, {
      version: evidence.version,
      decision: 'accepted',
      comment: '',
    });
    const { db } = testApp.connection;
    const [written] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, evidence.id));
    expect(written?.kind).toBe('evidenceAccepted');
    const deliveries = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, written?.id ?? ''));
    expect(deliveries).toEqual([]);
  });

  it('reads and changes preferences, and refuses an unknown channel with a translated key', async () => {
    const before = await call(teacher, 'GET', '/api/notification-preferences');
    expect(before.json().result.channels).toMatchObject({
      evidence_returned: 'push',
      payment_received: 'email',
    });
    const changed = await call(teacher, 'PUT', '/api/notification-preferences', {
      channels: { evidence_accepted: 'email' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.channels.evidence_accepted).toBe('email');
    const bad = await call(teacher, 'PUT', '/api/notification-preferences', {
      channels: { evidence_accepted: 'pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('validation.error.mustBeOneOf');
    await testApp.connection.db
      .delete(notificationPreferences)
      .where(eq(notificationPreferences.userId, teacher.id));
  });

  it('refuses a push subscription at a push service not listed, and keeps none', async () => {
    const answer = await call(teacher, 'POST', '/api/push/subscriptions', {
      endpoint: 'http://169.254.169.254/latest/meta-data',
      keys: { p256dh: 'BAAA', auth: 'AAAA' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('notifications.failed.pushServiceNotAllowed');
    const kept = await testApp.connection.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, teacher.id));
    expect(kept).toEqual([]);
  });

  it('deletes the subscriptions of the session that signs out, not the other devices’', async () => {
    const { db } = testApp.connection;
    const signOutHeaders = await bearer(testApp.app, teacher);
    const otherHeaders = await bearer(testApp.app, teacher);
    const subscribe = (headers: Record<string, string>, id: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload: {
          endpoint: `https://push.example.test/${id}`,
          keys: { p256dh: 'BAAA', auth: 'AAAA' },
        },
      });
    expect((await subscribe(signOutHeaders, 'phone')).statusCode).toBe(200);
    expect((await subscribe(otherHeaders, 'laptop')).statusCode).toBe(200);
    const loggedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: signOutHeaders,
    });
    expect(loggedOut.statusCode).toBe(200);
    const kept = await db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, teacher.id));
    expect(kept).toEqual([{ endpoint: 'https://push.example.test/laptop' }]);
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, teacher.id));
  });

  it('names an unsubscribe link’s kind on a GET without turning anything off', async () => {
    const token = unsubscribeToken(testJwtSecret, { userId: teacher.id, kind: 'planGraded' });
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().result).toEqual({ kind: 'planGraded' });
    const preferences = await call(teacher, 'GET', '/api/notification-preferences');
    expect(preferences.json().result.channels.plan_graded).not.toBe('none');

    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(`${token}x`)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('notifications.failed.unsubscribeLinkInvalid');
  });

  it('unsubscribes from an email’s kind by the RFC 8058 one-click POST, and refuses a forged token', async () => {
    const token = unsubscribeToken(testJwtSecret, { userId: teacher.id, kind: 'planFeedback' });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result).toEqual({ kind: 'planFeedback' });
    const preferences = await call(teacher, 'GET', '/api/notification-preferences');
    expect(preferences.json().result.channels.plan_feedback).toBe('none');

    const forged = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(`${testJwtSecret}-forged`, { userId: teacher.id, kind: 'planGraded' }))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('notifications.failed.unsubscribeLinkInvalid');
  });
});
