import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evaluationFormId } from '../../../../contract/evaluation-form-id.ts';
import type { NotificationKind } from '../../../../contract/notifications.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { notificationDeliveries, notifications } from '../../db/tables/notifications.ts';
import { payments } from '../../db/tables/payments.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { users } from '../../db/tables/users.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeGoal, makePlan } from '../../testing/make-plan.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { settlePayment } from '../payments/settle-payment.ts';
import { notificationTexts } from './notification-texts.ts';
import { writeScheduledNotifications } from './scheduled-notifications.ts';

const dayMs = 24 * 60 * 60 * 1000;
const teacherSet = [...Array(11).keys()].map(
  (index) => `0195f3a0-0000-7000-8000-0000000000${(index + 1).toString(16).padStart(2, '0')}`,
);

describe.each(testDatabases())('notification events on $name', ({ name }) => {
  // 10:00 in Riyadh: the day's digest may go out.
  const clock = testClock(new Date('2026-11-28T07:00:00Z'));
  let testApp: TestApp;
  let teacher: TestUser;
  let principal: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({
      database: name,
      clock,
      env: { NOTIFICATION_WORKER_INTERVAL_MS: '3600000' },
    });
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Nora Teacher' });
    principal = await makeUser(db, {
      organizationId: school.id,
      role: 'org_admin',
      fullName: 'Huda Principal',
    });
    await db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'School 25',
      status: 'active',
      teacherLimit: 25,
      startsAt: new Date(clock.now().getTime() - 30 * dayMs),
      endsAt: new Date(clock.now().getTime() + 300 * dayMs),
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function notificationsOf(user: TestUser, kind: NotificationKind) {
    return testApp.connection.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, user.id), eq(notifications.kind, kind)));
  }

  it('asks for the self-assessment when the principal opens a staff member’s evaluation, and tells her when it is finalised', async () => {
    const year = '2026-2027';
    const started = await call(principal, 'POST', '/evaluations', {
      id: evaluationFormId(teacher.id, year, 'principal'),
      evaluatee_id: teacher.id,
      school_year: year,
      side: 'principal',
    });
    expect(started.statusCode).toBe(201);
    expect(await notificationsOf(teacher, 'selfAssessmentRequested')).toMatchObject([
      { subject: 'evaluation', details: { schoolYear: year, actorName: 'Huda Principal' } },
    ]);
    let form = started.json().result as { id: string; version: number };
    for (const criterionId of teacherSet) {
      const scored = await call(principal, 'PUT', `/evaluations/${form.id}/scores/${criterionId}`, {
        score: 4,
        note: '',
        version: form.version,
      });
      expect(scored.statusCode).toBe(200);
      form = scored.json().result;
    }
    const written = await call(principal, 'PUT', `/evaluations/${form.id}/written-feedback`, {
      strengths: 'Clear lesson plans',
      development_areas: 'Differentiated tasks',
      version: form.version,
    });
    expect(written.statusCode).toBe(200);
    form = written.json().result;
    expect(await notificationsOf(teacher, 'evaluationFinalised')).toEqual([]);
    const finalised = await call(principal, 'POST', `/evaluations/${form.id}/finalise`, {
      version: form.version,
    });
    expect(finalised.statusCode).toBe(200);
    expect(await notificationsOf(teacher, 'evaluationFinalised')).toMatchObject([
      { subject: 'evaluation', subjectId: form.id },
    ]);
  });

  it('tells the principal of her school when a teacher objects, and the teacher her new rating once it is answered, once each', async () => {
    const { db } = testApp.connection;
    const year = '2026-2027';
    const school = (await db.select().from(users).where(eq(users.id, teacher.id)))[0];
    const objector = await makeUser(db, {
      organizationId: school?.organizationId ?? null,
      fullName: 'Reem Objector',
    });
    const colleague = await makeUser(db, { organizationId: school?.organizationId ?? null });
    const otherPrincipal = await makeUser(db, {
      organizationId: (await makeOrganization(db)).id,
      role: 'org_admin',
    });
    let form = (
      await call(principal, 'POST', '/evaluations', {
        id: evaluationFormId(objector.id, year, 'principal'),
        evaluatee_id: objector.id,
        school_year: year,
        side: 'principal',
      })
    ).json().result as { id: string; version: number };
    // 3.5 (rating 4): five 10 % criteria at 4, the rest at 3.
    for (const [index, criterionId] of teacherSet.entries()) {
      form = (
        await call(principal, 'PUT', `/evaluations/${form.id}/scores/${criterionId}`, {
          score: index < 5 ? 4 : 3,
          note: '',
          version: form.version,
        })
      ).json().result;
    }
    form = (
      await call(principal, 'PUT', `/evaluations/${form.id}/written-feedback`, {
        strengths: 'Clear lesson plans',
        development_areas: 'Differentiated tasks',
        version: form.version,
      })
    ).json().result;
    form = (
      await call(principal, 'POST', `/evaluations/${form.id}/finalise`, { version: form.version })
    ).json().result;
    const [first = '', second = ''] = teacherSet;
    const objected = await call(objector, 'POST', `/evaluations/${form.id}/objection`, {
      items: [
        { criterion_id: first, reason: 'Open lessons' },
        { criterion_id: second, reason: 'Parent meetings' },
      ],
      version: form.version,
    });
    expect(objected.statusCode, objected.body).toBe(200);
    form = objected.json().result;
    expect(await notificationsOf(principal, 'objectionSubmitted')).toMatchObject([
      {
        subject: 'evaluation',
        subjectId: form.id,
        details: { schoolYear: year, actorName: 'Reem Objector' },
      },
    ]);
    for (const other of [objector, colleague, otherPrincipal, teacher]) {
      expect(await notificationsOf(other, 'objectionSubmitted')).toEqual([]);
    }
    const [delivery] = await db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.recipientId, principal.id),
          eq(notificationDeliveries.kind, 'objectionSubmitted'),
        ),
      );
    expect(delivery?.channel).toBe('push');

    // The first answer keeps its score: nothing yet; the last lowers the rating to 3.
    form = (
      await call(principal, 'POST', `/evaluations/${form.id}/objection/answers/${first}`, {
        decision: 'kept',
        comment: '',
        version: form.version,
      })
    ).json().result;
    expect(await notificationsOf(objector, 'objectionAnswered')).toEqual([]);
    const answered = await call(
      principal,
      'POST',
      `/evaluations/${form.id}/objection/answers/${second}`,
      { decision: 'changed', new_score: 2, comment: '', version: form.version },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const [told, ...more] = await notificationsOf(objector, 'objectionAnswered');
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      subject: 'evaluation',
      subjectId: form.id,
      details: {
        schoolYear: year,
        actorName: 'Huda Principal',
        rating: 3,
        ratingNameEn: 'Met expectations',
        ratingNameAr: 'وافق التوقعات',
      },
    });
    for (const other of [principal, colleague, otherPrincipal, teacher]) {
      expect(await notificationsOf(other, 'objectionAnswered')).toEqual([]);
    }
    const details = told?.details ?? {};
    expect(notificationTexts('objectionAnswered', details, 'en').body).toContain(
      'Your overall rating is now 3 (Met expectations).',
    );
    expect(notificationTexts('objectionAnswered', details, 'ar').body).toContain('وافق التوقعات');
    expect(
      notificationTexts('objectionSubmitted', { actorName: 'Reem', schoolYear: year }, 'en').title,
    ).toBe('An objection to an evaluation');
  });

  it('tells the owner when a change kept after a conflict replaced an edit from another device', async () => {
    const achievement = makeAchievement({ description: 'Robotics club visit' });
    const { id } = achievement;
    expect((await call(teacher, 'POST', '/achievements', achievement)).statusCode).toBe(201);
    const body = (description: string, version: number, replacesOtherEdit?: boolean) => ({
      ...achievement,
      id: undefined,
      description,
      version,
      ...(replacesOtherEdit === undefined ? {} : { replaces_other_edit: replacesOtherEdit }),
    });
    // The tablet's edit goes first; the phone's, made offline on version 1, is refused...
    const fromTablet = await call(
      teacher,
      'PUT',
      `/achievements/${id}`,
      body('Judged the final', 1),
    );
    expect(fromTablet.statusCode).toBe(200);
    expect(
      (await call(teacher, 'PUT', `/achievements/${id}`, body('Built a robot', 1))).statusCode,
    ).toBe(409);
    expect(await notificationsOf(teacher, 'editReplaced')).toEqual([]);
    // ...until she keeps it, on top of the tablet's version.
    const kept = await call(teacher, 'PUT', `/achievements/${id}`, body('Built a robot', 2, true));
    expect(kept.statusCode).toBe(200);
    expect(await notificationsOf(teacher, 'editReplaced')).toMatchObject([
      {
        subject: 'achievement',
        subjectId: id,
        details: { recordTitle: 'Judged the final', date: clock.now().toISOString() },
      },
    ]);
    // An ordinary edit tells nobody.
    await call(teacher, 'PUT', `/achievements/${id}`, body('Built two robots', 3));
    expect(await notificationsOf(teacher, 'editReplaced')).toHaveLength(1);
  });

  it('tells the teacher of a plan assigned, commented on and graded', async () => {
    const plan = makePlan({ beneficiary_id: teacher.id, name: 'Cooperative learning' });
    const created = await call(principal, 'POST', '/development-plans', plan);
    expect(created.statusCode).toBe(201);
    expect(await notificationsOf(teacher, 'planAssigned')).toMatchObject([
      { subjectId: plan.id, details: { recordTitle: 'Cooperative learning' } },
    ]);
    // The principal's own plan tells nobody.
    await call(principal, 'POST', '/development-plans', makePlan());
    expect(await notificationsOf(principal, 'planAssigned')).toEqual([]);

    const withGoal = await call(
      teacher,
      'POST',
      `/development-plans/${plan.id}/goals`,
      makeGoal(1),
    );
    const active = await call(teacher, 'POST', `/development-plans/${plan.id}/activate`, {
      version: withGoal.json().result.version,
    });
    expect(active.statusCode).toBe(200);
    const commented = await call(principal, 'PUT', `/development-plans/${plan.id}/review`, {
      admin_comment: 'Good start',
      grade: null,
      version: active.json().result.version,
    });
    expect(commented.statusCode).toBe(200);
    expect(await notificationsOf(teacher, 'planFeedback')).toMatchObject([
      { details: { comment: 'Good start' } },
    ]);
    const graded = await call(principal, 'PUT', `/development-plans/${plan.id}/review`, {
      admin_comment: 'Good start',
      grade: 4,
      version: commented.json().result.version,
    });
    expect(graded.statusCode).toBe(200);
    expect(await notificationsOf(teacher, 'planGraded')).toHaveLength(1);
  });

  it('tells the principal who invited when the invitee joins', async () => {
    const email = `invitee.${uuidv7().slice(-8)}@school.test`;
    const invited = await call(principal, 'POST', '/invitations', {
      email,
      role: 'agent',
      job: 'Teacher',
    });
    expect(invited.statusCode).toBe(201);
    const text = (await mailsTo(testApp.config.dataDir, email)).at(-1)?.text ?? '';
    const token = /\/accept-invitation\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    const invitee = await makeUser(testApp.connection.db, { email, fullName: 'Sara Newcomer' });
    const accepted = await call(invitee, 'POST', `/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(await notificationsOf(principal, 'invitationAccepted')).toMatchObject([
      { subject: 'staffMember', subjectId: invitee.id, details: { actorName: 'Sara Newcomer' } },
    ]);
  });

  it('sends the payer the receipt when a payment becomes paid, once however often it settles', async () => {
    const { db } = testApp.connection;
    const payer = await makeUser(db, { fullName: 'Solo Teacher' });
    await giveTrial(db, payer.id, clock.now());
    const [plan] = await db
      .select()
      .from(subscriptionPlans)
      .where(isNull(subscriptionPlans.retiredAt));
    if (!plan) throw new Error('no plan on sale');
    const id = uuidv7();
    await db.insert(payments).values({
      id,
      userId: payer.id,
      planId: plan.id,
      planName: plan.nameEn,
      amountHalalas: 37_500,
      currency: 'SAR',
      method: 'creditcard',
      provider: 'sandbox',
    });
    const context = {
      db,
      log: testApp.app.log,
      now: () => clock.now(),
      provider: {
        name: 'sandbox' as const,
        createPayment: () => Promise.reject(new Error('not in this test')),
        fetchPayment: async () => ({
          id,
          status: 'paid' as const,
          amountHalalas: 37_500,
          currency: 'SAR',
          method: 'creditcard' as const,
          failureKey: null,
          transactionUrl: null,
        }),
        webhookTokenMatches: () => false,
      },
    };
    await settlePayment(context, id);
    await settlePayment(context, id);
    expect(await notificationsOf(payer, 'paymentReceived')).toMatchObject([
      {
        subject: 'payment',
        subjectId: id,
        details: { amount: 375, currency: 'SAR', planName: plan.nameEn },
      },
    ]);
  });

  it('makes one review digest a day per principal, only when evidence waits, however many instances run it', async () => {
    const { db } = testApp.connection;
    await call(teacher, 'POST', '/achievements', makeAchievement({ description: 'Waiting one' }));
    await call(teacher, 'POST', '/achievements', makeAchievement({ description: 'Waiting two' }));
    const second = await buildTestApp({ sameDatabaseAs: testApp, clock });
    try {
      await Promise.all([
        writeScheduledNotifications(db, clock.now()),
        writeScheduledNotifications(second.connection.db, clock.now()),
      ]);
    } finally {
      await second.close();
    }
    await writeScheduledNotifications(db, clock.now());
    const digests = await notificationsOf(principal, 'evidenceAwaitingReview');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.details.count).toBeGreaterThanOrEqual(2);
    expect(await notificationsOf(teacher, 'evidenceAwaitingReview')).toEqual([]);

    // Nothing waits the next day: no digest.
    await db
      .update(achievements)
      .set({ reviewStatus: 'accepted' })
      .where(eq(achievements.ownerId, teacher.id));
    clock.advance(dayMs);
    await writeScheduledNotifications(db, clock.now());
    expect(await notificationsOf(principal, 'evidenceAwaitingReview')).toHaveLength(1);
  });

  it('reminds the payer 3 days before a trial ends and when it has ended, once each', async () => {
    const { db } = testApp.connection;
    const payer = await makeUser(db, { fullName: 'Trial Teacher' });
    await giveTrial(db, payer.id, clock.now());
    const [trial] = await db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));
    if (!trial) throw new Error('no trial');
    const untilEnd = trial.endsAt.getTime() - clock.now().getTime();
    clock.advance(untilEnd - 2 * dayMs);
    await writeScheduledNotifications(db, clock.now());
    await writeScheduledNotifications(db, clock.now());
    expect(await notificationsOf(payer, 'trialEndingSoon')).toMatchObject([
      { subject: 'subscription', details: { date: trial.endsAt.toISOString() } },
    ]);
    clock.advance(3 * dayMs);
    await writeScheduledNotifications(db, clock.now());
    await writeScheduledNotifications(db, clock.now());
    expect(await notificationsOf(payer, 'subscriptionExpired')).toHaveLength(1);
    expect(await notificationsOf(payer, 'trialEndingSoon')).toHaveLength(1);
  });

  it('names the plan in the payer’s language when the paid year is about to end', async () => {
    const { db } = testApp.connection;
    const [plan] = await db.select().from(subscriptionPlans).limit(1);
    if (!plan) throw new Error('no seeded plan');
    const school = await makeOrganization(db);
    const payer = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, payer.id));
    await db.insert(subscriptions).values({
      organizationId: school.id,
      planId: plan.id,
      planName: plan.nameEn,
      status: 'active',
      teacherLimit: 25,
      startsAt: new Date(clock.now().getTime() - 300 * dayMs),
      endsAt: new Date(clock.now().getTime() + 10 * dayMs),
    });
    await writeScheduledNotifications(db, clock.now());
    expect(await notificationsOf(payer, 'subscriptionEndingSoon')).toMatchObject([
      { details: { planName: plan.nameAr } },
    ]);
  });
});
