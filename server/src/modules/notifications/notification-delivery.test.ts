import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { zPushMessage } from '../../../../contract/notifications.ts';
import {
  notificationDeliveries,
  notificationPreferences,
  pushSubscriptions,
} from '../../db/tables/notifications.ts';
import { users } from '../../db/tables/users.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startLocalPushService, type LocalPushService } from '../../testing/local-push-service.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { claimMs, deliverDueNotifications, type DeliveryContext } from './deliver-notifications.ts';
import { deliveryContextOf } from './delivery-worker.ts';
import { writeNotification } from './write-notification.ts';

describe.each(testDatabases())('notification delivery on $name', ({ name }) => {
  const clock = testClock(new Date('2026-11-28T08:00:00Z'));
  let pushService: LocalPushService;
  let testApp: TestApp;
  let teacher: TestUser;

  const env = () => ({
    NOTIFICATION_WORKER_INTERVAL_MS: '3600000',
    PUSH_SERVICE_ORIGINS: pushService.origin,
  });

  beforeAll(async () => {
    pushService = await startLocalPushService();
    testApp = await buildTestApp({ database: name, clock, env: env() });
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'نورة المعلمة' });
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, teacher.id));
  });

  afterEach(async () => {
    await testApp.connection.db.delete(pushSubscriptions);
    pushService.received.length = 0;
  });

  afterAll(async () => {
    await testApp.close();
    await pushService.close();
  });

  async function subscribe(app: TestApp, user: TestUser) {
    const subscription = pushService.newSubscription();
    const answer = await app.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await bearer(app.app, user),
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(answer.statusCode).toBe(200);
    return subscription;
  }

  function notifyReturn(app: TestApp, title: string) {
    return app.connection.db.transaction((tx) =>
      writeNotification(tx, clock.now(), {
        recipientId: teacher.id,
        kind: 'evidenceReturned',
        subject: 'achievement',
        subjectId: null,
        details: { recordTitle: title, comment: 'أضيفي الصور', actorName: 'هدى القائدة' },
      }),
    );
  }

  it('pushes an aes128gcm message with a VAPID JWT for the push service’s origin, which decrypts to the message', async () => {
    const subscription = await subscribe(testApp, teacher);
    const written = await notifyReturn(testApp, 'نادي القراءة');
    await deliverDueNotifications(deliveryContextOf(testApp.app));
    const [push] = await pushService.waitFor(1);
    expect(push?.subscriptionId).toBe(subscription.id);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.vapidClaims.aud).toBe(pushService.origin);
    expect(push?.vapidPublicKey).toBe(testApp.config.webPush.vapidPublicKey);
    const message = zPushMessage.parse(JSON.parse(push?.payload ?? ''));
    expect(message).toMatchObject({
      notificationId: written?.id,
      kind: 'evidenceReturned',
      title: 'أُعيد إليك شاهد',
      path: '/achievements',
      lang: 'ar',
    });
    expect(message.body).toContain('نادي القراءة');
    expect(message.body).toContain('أضيفي الصور');
    expect(message.unreadCount).toBeGreaterThanOrEqual(1);
    const [delivery] = await testApp.connection.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, written?.id ?? ''));
    expect(delivery?.state).toBe('sent');
  });

  it('deletes a subscription the push service says is gone (410) and sends the notification by email', async () => {
    const subscription = await subscribe(testApp, teacher);
    pushService.answerWith(subscription.id, 410);
    clock.advance(2 * 60 * 60 * 1000);
    const mailsBefore = (await mailsTo(testApp.config.dataDir, teacher.email)).length;
    await notifyReturn(testApp, 'يوم العلوم');
    await deliverDueNotifications(deliveryContextOf(testApp.app));
    const kept = await testApp.connection.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, teacher.id));
    expect(kept).toEqual([]);
    const mails = await mailsTo(testApp.config.dataDir, teacher.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)?.text).toContain('يوم العلوم');
  });

  it('emails the first of a kind at once and gathers the rest of the hour into one', async () => {
    clock.advance(2 * 60 * 60 * 1000);
    const mailsBefore = (await mailsTo(testApp.config.dataDir, teacher.email)).length;
    const deliver = () => deliverDueNotifications(deliveryContextOf(testApp.app));
    await notifyReturn(testApp, 'الأول');
    await deliver();
    clock.advance(10 * 60 * 1000);
    await notifyReturn(testApp, 'الثاني');
    await deliver();
    clock.advance(10 * 60 * 1000);
    await notifyReturn(testApp, 'الثالث');
    await deliver();
    let mails = (await mailsTo(testApp.config.dataDir, teacher.email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('الأول');

    clock.advance(41 * 60 * 1000);
    await deliver();
    mails = (await mailsTo(testApp.config.dataDir, teacher.email)).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    const gathered = mails[1];
    expect(gathered?.text).toContain('الثاني');
    expect(gathered?.text).toContain('الثالث');
    expect(gathered?.subject).toContain('(2)');
    expect(gathered?.html).toContain('dir="rtl"');
    expect(gathered?.html).toContain('lang="ar"');
    expect(gathered?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(gathered?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toContain('/api/notifications/unsubscribe?token=');
    // The body links to the page that asks first, with the header's token, in both parts.
    const token = new URL(unsubscribe).searchParams.get('token') ?? '';
    const pageLink = `${testApp.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(gathered?.text).toContain(pageLink);
    expect(gathered?.html).toContain(`href="${pageLink}"`);

    // The link works as a mail client's one-click POST.
    const answer = await testApp.app.inject({
      method: 'POST',
      url: unsubscribe.slice(unsubscribe.indexOf('/api/')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.json().result).toEqual({ kind: 'evidenceReturned' });
    await notifyReturn(testApp, 'بعد الإلغاء');
    clock.advance(2 * 60 * 60 * 1000);
    await deliver();
    expect((await mailsTo(testApp.config.dataDir, teacher.email)).slice(mailsBefore)).toHaveLength(
      2,
    );
  });

  it('delivers what a server wrote before it died, from another instance', async () => {
    await testApp.connection.db.delete(notificationPreferences);
    const dying = await buildTestApp({ sameDatabaseAs: testApp, clock, env: env() });
    await subscribe(dying, teacher);
    const written = await notifyReturn(dying, 'قبل التوقف');
    await dying.close();
    await deliverDueNotifications(deliveryContextOf(testApp.app));
    const [push] = await pushService.waitFor(1);
    expect(JSON.parse(push?.payload ?? '{}').notificationId).toBe(written?.id);
  });

  it('sends each notification once when two instances deliver at the same time', async () => {
    const second = await buildTestApp({ sameDatabaseAs: testApp, clock, env: env() });
    try {
      await subscribe(testApp, teacher);
      const written = [];
      for (let index = 0; index < 30; index += 1) {
        written.push(await notifyReturn(testApp, `شاهد ${index}`));
      }
      await Promise.all([
        deliverDueNotifications(deliveryContextOf(testApp.app)),
        deliverDueNotifications(deliveryContextOf(second.app)),
        deliverDueNotifications(deliveryContextOf(second.app)),
      ]);
      const ids = pushService.received.map(
        (push) => JSON.parse(push.payload).notificationId as string,
      );
      expect(ids.toSorted()).toEqual(written.map((row) => row?.id).toSorted());
    } finally {
      await second.close();
    }
  });
  // Each send may take its time (a slow mail server) without the batch outliving its claim:
  // another instance that takes over what lapsed must never send it a second time.
  it('sends each notification once when a slow batch outlives its claim on another instance', async () => {
    const { db } = testApp.connection;
    await db.delete(notificationPreferences);
    const second = await buildTestApp({ sameDatabaseAs: testApp, clock, env: env() });
    try {
      const colleague = await makeUser(db, { organizationId: teacher.organizationId });
      clock.advance(2 * 60 * 60 * 1000);
      for (const recipient of [teacher, colleague]) {
        await db.transaction((tx) =>
          writeNotification(tx, clock.now(), {
            recipientId: recipient.id,
            kind: 'evaluationFinalised',
            subject: 'evaluation',
            subjectId: null,
            details: { schoolYear: '2026-2027', actorName: 'هدى القائدة' },
          }),
        );
      }
      const sentTo: string[] = [];
      const slowContext = deliveryContextOf(testApp.app);
      let calls = 0;
      const slow: DeliveryContext = {
        ...slowContext,
        mailer: {
          async send(message) {
            calls += 1;
            sentTo.push(message.to);
            // Most of a claim per email; during the second, the other instance runs.
            clock.advance(claimMs * 0.8);
            if (calls === 2) {
              await deliverDueNotifications({
                ...deliveryContextOf(second.app),
                mailer: { send: async (other) => void sentTo.push(other.to) },
              });
            }
          },
        },
      };
      await deliverDueNotifications(slow);
      expect(sentTo.toSorted()).toEqual([teacher.email, colleague.email].toSorted());
    } finally {
      await second.close();
    }
  });

  it('sends nothing of a kind the recipient turned off after it was written', async () => {
    const { db } = testApp.connection;
    await db.delete(notificationPreferences);
    clock.advance(2 * 60 * 60 * 1000);
    const mailsBefore = (await mailsTo(testApp.config.dataDir, teacher.email)).length;
    const written = await notifyReturn(testApp, 'قبل تغيير الإعداد');
    const turnedOff = await testApp.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: await bearer(testApp.app, teacher),
      payload: { channels: { evidence_returned: 'none' } },
    });
    expect(turnedOff.statusCode).toBe(200);
    await deliverDueNotifications(deliveryContextOf(testApp.app));
    expect(await mailsTo(testApp.config.dataDir, teacher.email)).toHaveLength(mailsBefore);
    const [delivery] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, written?.id ?? ''));
    expect(delivery?.state).toBe('skipped');
    await db.delete(notificationPreferences);
  });
  it('sends from the worker the server starts by itself, and stops it on close', async () => {
    await testApp.connection.db.delete(notificationPreferences);
    const running = await buildTestApp({
      sameDatabaseAs: testApp,
      clock,
      env: { ...env(), NOTIFICATION_WORKER_INTERVAL_MS: '100' },
    });
    try {
      await subscribe(running, teacher);
      const written = await notifyReturn(running, 'بلا تدخل');
      const [push] = await pushService.waitFor(1);
      expect(JSON.parse(push?.payload ?? '{}').notificationId).toBe(written?.id);
    } finally {
      await running.close();
    }
    await notifyReturn(testApp, 'بعد الإيقاف');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.received).toHaveLength(1);
  });
});
