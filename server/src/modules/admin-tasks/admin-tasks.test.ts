import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { testClock, type TestClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { trialSubscription } from '../subscriptions/trial-subscription.ts';
import { deliverDueNotifications } from '../notifications/deliver-notifications.ts';
import { deliveryContextOf } from '../notifications/delivery-worker.ts';
import { runOncePerSlot } from './run-once-per-slot.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('subscription tasks on $name', ({ name }) => {
  let testApp: TestApp;
  let clock: TestClock;
  let admin: TestUser;

  beforeAll(async () => {
    clock = testClock(new Date('2026-09-01T08:00:00Z'));
    testApp = await buildTestApp({ database: name, clock });
    admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  async function statusOf(id: string) {
    const [row] = await testApp.connection.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    return row?.status;
  }

  async function period(values: Partial<typeof subscriptions.$inferInsert>) {
    const now = clock.now();
    const [row] = await testApp.connection.db
      .insert(subscriptions)
      .values({
        planName: 'Personal yearly',
        status: 'active',
        startsAt: new Date(now.getTime() - 300 * dayMs),
        endsAt: new Date(now.getTime() + 30 * dayMs),
        ...values,
      })
      .returning();
    if (!row) throw new Error('no period');
    return row;
  }

  it('lets only the super admin run the tasks', async () => {
    const teacher = await makeUser(testApp.connection.db);
    expect((await call(teacher, 'POST', '/api/admin/tasks/check-expired')).statusCode).toBe(403);
    expect((await call(teacher, 'POST', '/api/admin/tasks/send-reminders')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/admin/tasks/retention')).statusCode).toBe(403);
  });

  it('moves ended trials and paid periods to expired, cancelled renewals to cancelled', async () => {
    const trialUser = await makeUser(testApp.connection.db);
    const [trial] = await testApp.connection.db
      .insert(subscriptions)
      .values(trialSubscription(trialUser.id, clock.now()))
      .returning();
    const paidUser = await makeUser(testApp.connection.db);
    const paid = await period({
      userId: paidUser.id,
      endsAt: new Date(clock.now().getTime() + 20 * dayMs),
    });
    const cancelledUser = await makeUser(testApp.connection.db);
    const cancelled = await period({
      userId: cancelledUser.id,
      endsAt: new Date(clock.now().getTime() + 20 * dayMs),
      renewalCancelledAt: clock.now(),
    });
    const school = await makeOrganization(testApp.connection.db, { subscriptionStatus: 'active' });
    const schoolPeriod = await period({
      organizationId: school.id,
      endsAt: new Date(clock.now().getTime() + 20 * dayMs),
    });
    const lasting = await period({
      userId: (await makeUser(testApp.connection.db)).id,
      endsAt: new Date(clock.now().getTime() + 200 * dayMs),
    });

    clock.advance(15 * dayMs);
    const first = await call(admin, 'POST', '/api/admin/tasks/check-expired');
    expect(first.json().result).toEqual({ expired_count: 1 });
    expect(await statusOf(trial?.id ?? '')).toBe('expired');
    expect(await statusOf(paid.id)).toBe('active');

    clock.advance(6 * dayMs);
    const second = await call(admin, 'POST', '/api/admin/tasks/check-expired');
    expect(second.json().result).toEqual({ expired_count: 3 });
    expect(await statusOf(paid.id)).toBe('expired');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await statusOf(schoolPeriod.id)).toBe('expired');
    expect(await statusOf(lasting.id)).toBe('active');
    const [mirrored] = await testApp.connection.db
      .select({ status: organizations.subscriptionStatus })
      .from(organizations)
      .where(eq(organizations.id, school.id));
    expect(mirrored?.status).toBe('expired');

    const again = await call(admin, 'POST', '/api/admin/tasks/check-expired');
    expect(again.json().result).toEqual({ expired_count: 0 });
  });

  it('reminds the payers of periods ending within 14 days by one notification each, emailed once in their language', async () => {
    const deliver = () => deliverDueNotifications(deliveryContextOf(testApp.app));
    const soon = await makeUser(testApp.connection.db, { locale: 'ar' });
    await period({ userId: soon.id, endsAt: new Date(clock.now().getTime() + 5 * dayMs) });
    const later = await makeUser(testApp.connection.db);
    await period({ userId: later.id, endsAt: new Date(clock.now().getTime() + 20 * dayMs) });
    const cancelling = await makeUser(testApp.connection.db);
    await period({
      userId: cancelling.id,
      endsAt: new Date(clock.now().getTime() + 5 * dayMs),
      renewalCancelledAt: clock.now(),
    });
    const school = await makeOrganization(testApp.connection.db);
    const principal = await makeUser(testApp.connection.db, {
      role: 'org_admin',
      organizationId: school.id,
    });
    const staff = await makeUser(testApp.connection.db, { organizationId: school.id });
    await period({
      organizationId: school.id,
      endsAt: new Date(clock.now().getTime() + 3 * dayMs),
    });

    const renewing = await makeUser(testApp.connection.db);
    await period({ userId: renewing.id, endsAt: new Date(clock.now().getTime() + 4 * dayMs) });
    await period({ userId: renewing.id, endsAt: new Date(clock.now().getTime() + 369 * dayMs) });

    const sent = await call(admin, 'POST', '/api/admin/tasks/send-reminders');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result.sent_count).toBeGreaterThanOrEqual(2);
    await deliver();
    const mails = await mailsTo(testApp.config.dataDir, soon.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('ينتهي');
    expect(await mailsTo(testApp.config.dataDir, principal.email)).toHaveLength(1);
    expect(await mailsTo(testApp.config.dataDir, staff.email)).toHaveLength(0);
    expect(await mailsTo(testApp.config.dataDir, later.email)).toHaveLength(0);
    expect(await mailsTo(testApp.config.dataDir, cancelling.email)).toHaveLength(0);
    expect(await mailsTo(testApp.config.dataDir, renewing.email)).toHaveLength(0);

    const repeat = await call(admin, 'POST', '/api/admin/tasks/send-reminders');
    expect(repeat.json().result).toEqual({ sent_count: 0 });
    await deliver();
    expect(await mailsTo(testApp.config.dataDir, soon.email)).toHaveLength(1);
  });

  it('cancels renewal but keeps access to the end of the period', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const trialOnly = await call(teacher, 'POST', '/api/subscriptions/cancel-renewal');
    expect(trialOnly.statusCode).toBe(409);

    await testApp.connection.db
      .insert(subscriptions)
      .values(trialSubscription(teacher.id, clock.now()));
    expect((await call(teacher, 'POST', '/api/subscriptions/cancel-renewal')).statusCode).toBe(409);

    const buyer = await makeUser(testApp.connection.db);
    // A paid period needs a payment; cancelling is checked against `payment_id`.
    await period({
      userId: buyer.id,
      startsAt: clock.now(),
      endsAt: new Date(clock.now().getTime() + 365 * dayMs),
    });
    const unpaid = await call(buyer, 'POST', '/api/subscriptions/cancel-renewal');
    expect(unpaid.statusCode).toBe(409);
  });

  it('lists for purging only what ended more than 30 days ago with nothing since', async () => {
    const gone = await makeUser(testApp.connection.db, { fullName: 'Gone Teacher' });
    const old = await period({
      userId: gone.id,
      status: 'expired',
      startsAt: new Date(clock.now().getTime() - 400 * dayMs),
      endsAt: new Date(clock.now().getTime() - 31 * dayMs),
    });
    const recent = await makeUser(testApp.connection.db);
    const recentPeriod = await period({
      userId: recent.id,
      status: 'expired',
      startsAt: new Date(clock.now().getTime() - 380 * dayMs),
      endsAt: new Date(clock.now().getTime() - 10 * dayMs),
    });
    const renewed = await makeUser(testApp.connection.db);
    await period({
      userId: renewed.id,
      status: 'expired',
      startsAt: new Date(clock.now().getTime() - 500 * dayMs),
      endsAt: new Date(clock.now().getTime() - 100 * dayMs),
    });
    await period({ userId: renewed.id });

    const response = await call(admin, 'GET', '/api/admin/tasks/retention');
    expect(response.json()).toMatchObject({ success: true });
    const listed = response.json().result;
    const ids = listed.map((item: { subscription_id: string }) => item.subscription_id);
    expect(ids).toContain(old.id);
    expect(
      listed.find((item: { subscription_id: string }) => item.subscription_id === old.id),
    ).toMatchObject({
      scope: 'personal',
      owner_name: 'Gone Teacher',
    });
    expect(ids).not.toContain(recentPeriod.id);
    const renewedIds = (
      await testApp.connection.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userId, renewed.id))
    ).map((row) => row.id);
    expect(ids.some((id: string) => renewedIds.includes(id))).toBe(false);
  });

  it('purges the chosen holders’ work only when asked, and only when past retention', async () => {
    const gone = await makeUser(testApp.connection.db);
    const kept = await makeUser(testApp.connection.db);
    for (const user of [gone, kept]) {
      await testApp.connection.db
        .insert(subscriptions)
        .values(trialSubscription(user.id, clock.now()));
      const upload = await uploadEvidence(testApp.app, user, {
        content: Buffer.from('%PDF-1.7\nlesson plan'),
        fileName: 'plan.pdf',
      });
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/achievements',
        headers: await bearer(testApp.app, user),
        payload: makeAchievement({ file_ids: [upload.json().result.id] }),
      });
      expect(created.statusCode).toBe(201);
    }
    const expiredGone = await period({
      userId: gone.id,
      status: 'expired',
      startsAt: new Date(clock.now().getTime() - 400 * dayMs),
      endsAt: new Date(clock.now().getTime() - 40 * dayMs),
    });
    // The trial rows just added end later; end them before the old period so it is the latest.
    await testApp.connection.db
      .update(subscriptions)
      .set({ status: 'expired', endsAt: new Date(clock.now().getTime() - 50 * dayMs) })
      .where(eq(subscriptions.userId, gone.id));
    await testApp.connection.db
      .update(subscriptions)
      .set({ endsAt: new Date(clock.now().getTime() - 40 * dayMs) })
      .where(eq(subscriptions.id, expiredGone.id));

    const listed = (await call(admin, 'GET', '/api/admin/tasks/retention')).json().result;
    expect(listed.map((item: { subscription_id: string }) => item.subscription_id)).toContain(
      expiredGone.id,
    );
    // Nothing is deleted by listing.
    expect(await achievementsOf(gone.id)).toHaveLength(1);

    const keptTrial = await testApp.connection.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, kept.id));
    const purge = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tasks/retention/purge',
      headers: await bearer(testApp.app, admin),
      payload: { subscription_ids: [expiredGone.id, ...keptTrial.map((row) => row.id)] },
    });
    expect(purge.json().result).toEqual({ purged_count: 1 });
    expect(await achievementsOf(gone.id)).toHaveLength(0);
    expect(await achievementsOf(kept.id)).toHaveLength(1);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/tasks/retention/purge',
      headers: await bearer(testApp.app, gone),
      payload: { subscription_ids: [expiredGone.id] },
    });
    expect(refused.statusCode).toBe(403);
  });

  async function achievementsOf(userId: string) {
    return testApp.connection.db
      .select()
      .from(achievements)
      .where(eq(achievements.ownerId, userId));
  }

  it('runs a scheduled slot once across instances', async () => {
    let runs = 0;
    const run = async () => {
      runs += 1;
      return { ok: true };
    };
    const outcomes = await Promise.all([
      runOncePerSlot(testApp.connection.db, 'probe', '2026-09-01T08', clock, run),
      runOncePerSlot(testApp.connection.db, 'probe', '2026-09-01T08', clock, run),
      runOncePerSlot(testApp.connection.db, 'probe', '2026-09-01T08', clock, run),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await runOncePerSlot(testApp.connection.db, 'probe', '2026-09-01T09', clock, run)).toBe(
      true,
    );
  });
});
