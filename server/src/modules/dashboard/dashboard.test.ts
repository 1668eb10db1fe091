import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { developmentGoals, developmentPlans } from '../../db/tables/development-plans.ts';
import { invitations } from '../../db/tables/invitations.ts';
import { payments } from '../../db/tables/payments.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { supportConversations } from '../../db/tables/support.ts';

// Riyadh noon on 15 December 2026: inside the second term of 2026-2027.
const now = new Date('2026-12-15T09:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(now.getTime() + days * dayMs);
const criterion = (position: number) =>
  `0195f3a0-0000-7000-8000-0000000000${String(position).padStart(2, '0')}`;
const schoolPlanId = '0192f000-0000-7000-8000-000000000115';

async function addAchievement(
  db: Database,
  owner: TestUser,
  eventStartAt: string,
  criterionPositions: number[],
  deleted = false,
) {
  const id = randomUUID();
  await db.insert(achievements).values({
    id,
    ownerId: owner.id,
    organizationId: owner.organizationId,
    description: 'Evidence',
    eventStartAt: new Date(eventStartAt),
    durationMinutes: 45,
    evidenceType: 'document',
    ...(deleted && { deletedAt: now }),
  });
  await db.insert(achievementCriteria).values(
    criterionPositions.map((position) => ({
      achievementId: id,
      criterionId: criterion(position),
    })),
  );
}

async function addPlan(
  db: Database,
  beneficiary: TestUser,
  status: 'draft' | 'active' | 'completed',
  options: {
    name?: string;
    goals?: { progress: number; achieved: boolean }[];
    deleted?: boolean;
  } = {},
) {
  const id = randomUUID();
  await db.insert(developmentPlans).values({
    id,
    beneficiaryId: beneficiary.id,
    creatorId: beneficiary.id,
    name: options.name ?? `${status} plan`,
    startDate: '2026-09-01',
    endDate: '2027-06-01',
    status,
    ...(options.deleted && { deletedAt: now }),
  });
  const goals = options.goals ?? [];
  if (goals.length > 0) {
    await db.insert(developmentGoals).values(
      goals.map((goal, index) => ({
        id: randomUUID(),
        planId: id,
        statement: `Goal ${index + 1}`,
        dueDate: '2027-05-01',
        progress: goal.progress,
        status: goal.achieved ? ('achieved' as const) : ('in_progress' as const),
        sortOrder: index,
      })),
    );
  }
  return id;
}

async function addInvitation(
  db: Database,
  organization: TestOrganization,
  email: string,
  state: {
    role?: 'agent' | 'org_admin';
    sentDaysAgo?: number;
    expiresInDays?: number;
    accepted?: boolean;
    revoked?: boolean;
  } = {},
) {
  await db.insert(invitations).values({
    organizationId: organization.id,
    email,
    role: state.role ?? 'agent',
    tokenHash: randomBytes(16).toString('hex'),
    sentAt: daysFromNow(-(state.sentDaysAgo ?? 1)),
    expiresAt: daysFromNow(state.expiresInDays ?? 6),
    ...(state.accepted && { acceptedAt: now }),
    ...(state.revoked && { revokedAt: now }),
  });
}

async function addPayment(
  db: Database,
  user: TestUser,
  status: 'initiated' | 'paid' | 'failed',
  amountHalalas: number,
  paidAt?: string,
) {
  await db.insert(payments).values({
    id: randomUUID(),
    userId: user.id,
    planId: schoolPlanId,
    planName: 'School – up to 15 teachers',
    amountHalalas,
    method: 'creditcard',
    provider: 'sandbox',
    status,
    ...(paidAt && { paidAt: new Date(paidAt) }),
  });
}

describe.each(testDatabases())('dashboards on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let schoolA: TestOrganization;
  let principalA: TestUser;
  let amal: TestUser;
  let basma: TestUser;
  let dana: TestUser;
  let principalB: TestUser;
  let principalWithoutSchool: TestUser;
  let teacherB: TestUser;
  let soloTeacher: TestUser;
  let amalActivePlanId: string;
  let amalDraftPlanId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock: testClock(now) });
    const { db } = testApp.connection;
    admin = await makeUser(db, { role: 'super_admin', organizationId: null });
    customer = await makeUser(db, { role: 'customer', organizationId: null });
    schoolA = await makeOrganization(db, { name: 'Al-Noor School' });
    const schoolB = await makeOrganization(db, { name: 'Al-Fajr School' });
    principalA = await makeUser(db, { role: 'org_admin', organizationId: schoolA.id });
    amal = await makeUser(db, { fullName: 'Amal', organizationId: schoolA.id });
    basma = await makeUser(db, { fullName: 'Basma', organizationId: schoolA.id });
    dana = await makeUser(db, { fullName: 'Dana', organizationId: schoolA.id });
    const formerTeacher = await makeUser(db, {
      fullName: 'Inactive',
      organizationId: schoolA.id,
      isActive: false,
    });
    principalB = await makeUser(db, { role: 'org_admin', organizationId: schoolB.id });
    teacherB = await makeUser(db, { fullName: 'Bushra', organizationId: schoolB.id });
    principalWithoutSchool = await makeUser(db, { role: 'org_admin', organizationId: null });
    soloTeacher = await makeUser(db, { fullName: 'Solo', organizationId: null });

    await db.insert(subscriptions).values([
      // School A: a trial long over, then the paid year that covers it now.
      {
        organizationId: schoolA.id,
        planName: 'Trial',
        status: 'trial',
        startsAt: daysFromNow(-60),
        endsAt: daysFromNow(-46),
      },
      {
        organizationId: schoolA.id,
        planName: 'School – up to 15 teachers',
        status: 'active',
        teacherLimit: 15,
        startsAt: daysFromNow(-30),
        endsAt: daysFromNow(200),
      },
      // School B's year ended yesterday, before the expiry task ran: it counts as expired.
      {
        organizationId: schoolB.id,
        planName: 'School – up to 25 teachers',
        status: 'active',
        teacherLimit: 25,
        startsAt: daysFromNow(-366),
        endsAt: daysFromNow(-1),
      },
      {
        userId: soloTeacher.id,
        planName: 'Trial',
        status: 'trial',
        startsAt: daysFromNow(-4),
        endsAt: daysFromNow(10),
      },
      {
        userId: teacherB.id,
        planName: 'Personal yearly',
        status: 'cancelled',
        startsAt: daysFromNow(-100),
        endsAt: daysFromNow(265),
      },
    ]);

    // The second term began on 29 November 2026 in Riyadh (28 November, 21:00 UTC).
    await addAchievement(db, amal, '2026-12-01T08:00:00Z', [1, 4]);
    await addAchievement(db, amal, '2026-10-01T08:00:00Z', [1]);
    await addAchievement(db, amal, '2026-12-02T08:00:00Z', [2], true);
    await addAchievement(db, basma, '2026-09-15T08:00:00Z', [4]);
    await addAchievement(db, dana, '2026-11-28T20:59:59Z', [6]);
    await addAchievement(db, formerTeacher, '2026-12-03T08:00:00Z', [3]);
    await addAchievement(db, teacherB, '2026-12-04T08:00:00Z', [5]);
    await addAchievement(db, soloTeacher, '2026-12-05T08:00:00Z', [1, 2, 3]);

    amalActivePlanId = await addPlan(db, amal, 'active', {
      name: 'Assessment',
      goals: [
        { progress: 50, achieved: false },
        { progress: 100, achieved: true },
      ],
    });
    amalDraftPlanId = await addPlan(db, amal, 'draft', { name: 'Technology' });
    await addPlan(db, amal, 'draft', { deleted: true });
    await addPlan(db, basma, 'completed');
    await addPlan(db, principalA, 'active');
    await addPlan(db, teacherB, 'active');

    await addInvitation(db, schoolA, 'new.teacher@school.test', { sentDaysAgo: 1 });
    await addInvitation(db, schoolA, 'deputy@school.test', { role: 'org_admin', sentDaysAgo: 2 });
    await addInvitation(db, schoolA, 'joined@school.test', { accepted: true });
    await addInvitation(db, schoolA, 'withdrawn@school.test', { revoked: true });
    await addInvitation(db, schoolA, 'late@school.test', { sentDaysAgo: 8, expiresInDays: -1 });
    await addInvitation(db, schoolB, 'other.school@school.test');

    await addPayment(db, principalA, 'paid', 37_500, '2026-12-10T09:00:00Z');
    // 00:30 on 1 December in Riyadh: December's, though still 30 November in UTC.
    await addPayment(db, principalA, 'paid', 57_500, '2026-11-30T21:30:00Z');
    await addPayment(db, principalA, 'paid', 100_000, '2026-11-30T20:30:00Z');
    await addPayment(db, principalA, 'paid', 180_000, '2025-12-31T22:00:00Z');
    // 23:00 on 31 December 2025 in Riyadh: before the twelve months shown.
    await addPayment(db, principalA, 'paid', 99_900, '2025-12-31T20:00:00Z');
    await addPayment(db, principalA, 'failed', 37_500);
    await addPayment(db, soloTeacher, 'initiated', 14_900);

    await db.insert(supportConversations).values([
      { contactName: 'Visitor', contactEmail: 'visitor@example.com', status: 'open' },
      { contactName: 'Parent', contactEmail: 'parent@example.com', status: 'open' },
      { contactName: 'Old', contactEmail: 'old@example.com', status: 'closed' },
    ]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function dashboardOf(user: TestUser | null) {
    return testApp.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: user ? await bearer(testApp.app, user) : {},
    });
  }

  async function resultOf(user: TestUser) {
    const response = await dashboardOf(user);
    expect(response.statusCode).toBe(200);
    return response.json().result;
  }

  describe('an agent', () => {
    it('sees their own evidence against all eleven criteria, deleted evidence left out', async () => {
      const result = await resultOf(amal);

      expect(result.role).toBe('agent');
      expect(result.generated_at).toBe(now.toISOString());
      expect(result.achievement_count).toBe(2);
      expect(result.criteria).toHaveLength(11);
      expect(result.criteria[0]).toMatchObject({
        criterion_id: criterion(1),
        name_en: 'Performing job duties',
        name_ar: 'أداء الواجبات الوظيفية',
        achievement_count: 2,
      });
      expect(
        result.criteria.map((row: { achievement_count: number }) => row.achievement_count),
      ).toEqual([2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    });

    it('sees their plans active first with goal progress, and their school’s subscription', async () => {
      const result = await resultOf(amal);

      expect(result.plans_by_status).toEqual([
        { status: 'draft', count: 1 },
        { status: 'active', count: 1 },
        { status: 'completed', count: 0 },
      ]);
      expect(result.plans).toEqual([
        expect.objectContaining({
          id: amalActivePlanId,
          name: 'Assessment',
          status: 'active',
          goal_count: 2,
          achieved_goal_count: 1,
          progress: 0.75,
        }),
        expect.objectContaining({
          id: amalDraftPlanId,
          status: 'draft',
          goal_count: 0,
          achieved_goal_count: 0,
          progress: 0,
        }),
      ]);
      expect(result.subscription).toEqual({
        status: 'active',
        plan_name: 'School – up to 15 teachers',
        ends_at: daysFromNow(200).toISOString(),
        days_left: 200,
      });
    });

    it('without a school, sees their own trial and its days left', async () => {
      const result = await resultOf(soloTeacher);

      expect(result.achievement_count).toBe(1);
      expect(
        result.criteria.map((row: { achievement_count: number }) => row.achievement_count),
      ).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(result.plans).toEqual([]);
      expect(result.subscription).toMatchObject({ status: 'trial', days_left: 10 });
    });
  });

  describe('a principal', () => {
    it('sees the school’s teachers against the seats, the subscription and open invitations', async () => {
      const result = await resultOf(principalA);

      expect(result).toMatchObject({
        role: 'org_admin',
        organization_name: 'Al-Noor School',
        // The principal holds a seat as well: no payment of theirs bought the plan.
        active_teachers: 4,
        teacher_limit: 15,
        subscription: { status: 'active', days_left: 200 },
        pending_invitation_count: 2,
      });
      expect(result.pending_invitations).toEqual([
        expect.objectContaining({
          email: 'new.teacher@school.test',
          role: 'agent',
          sent_at: daysFromNow(-1).toISOString(),
        }),
        expect.objectContaining({ email: 'deputy@school.test', role: 'org_admin' }),
      ]);
    });

    it('sees how many active teachers have evidence for each criterion', async () => {
      const { coverage } = await resultOf(principalA);

      expect(coverage).toHaveLength(11);
      expect(
        coverage.map((row: { staff_with_evidence: number }) => row.staff_with_evidence),
      ).toEqual([1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0]);
      expect(coverage.map((row: { achievement_count: number }) => row.achievement_count)).toEqual([
        2, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0,
      ]);
    });

    it('sees the plans of the school by status and who has no evidence this term', async () => {
      const result = await resultOf(principalA);

      expect(result.plans_by_status).toEqual([
        { status: 'draft', count: 1 },
        { status: 'active', count: 2 },
        { status: 'completed', count: 1 },
      ]);
      expect(result.term).toEqual({
        kind: 'second',
        start_date: '2026-11-29',
        end_date: '2027-03-13',
      });
      expect(result.staff_without_evidence).toEqual([
        { user_id: basma.id, full_name: 'Basma', email: basma.email },
        { user_id: dana.id, full_name: 'Dana', email: dana.email },
      ]);
    });

    it('of another school sees only that school’s figures', async () => {
      const response = await dashboardOf(principalB);
      const result = response.json().result;

      expect(result).toMatchObject({
        organization_name: 'Al-Fajr School',
        active_teachers: 2,
        teacher_limit: null,
        subscription: { status: 'expired', days_left: 0 },
        pending_invitation_count: 1,
        staff_without_evidence: [],
      });
      expect(
        result.coverage.map((row: { staff_with_evidence: number }) => row.staff_with_evidence),
      ).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
      expect(result.plans_by_status).toEqual([
        { status: 'draft', count: 0 },
        { status: 'active', count: 1 },
        { status: 'completed', count: 0 },
      ]);
      expect(response.body).not.toContain(amal.email);
      expect(response.body).not.toContain('new.teacher@school.test');
    });

    it('without an organisation is refused', async () => {
      const response = await dashboardOf(principalWithoutSchool);

      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('common.error.forbidden');
    });
  });

  describe('the super admin', () => {
    it('sees organisations, users by role, and each holder’s current subscription status', async () => {
      const result = await resultOf(admin);

      expect(result.role).toBe('super_admin');
      expect(result.organization_count).toBe(2);
      expect(result.users_by_role).toEqual([
        { role: 'super_admin', count: 1 },
        { role: 'org_admin', count: 3 },
        { role: 'agent', count: 6 },
        { role: 'customer', count: 1 },
      ]);
      expect(result.subscriptions_by_status).toEqual([
        { status: 'active', count: 1 },
        { status: 'trial', count: 1 },
        { status: 'expired', count: 1 },
        { status: 'cancelled', count: 1 },
        { status: 'suspended', count: 0 },
      ]);
    });

    it('sees paid revenue per Riyadh month for twelve months, payments by status and open chats', async () => {
      const result = await resultOf(admin);

      expect(result.revenue_by_month.map((row: { month: string }) => row.month)).toEqual([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
        '2026-12',
      ]);
      const nonEmpty = result.revenue_by_month.filter(
        (row: { payment_count: number }) => row.payment_count > 0,
      );
      expect(nonEmpty).toEqual([
        { month: '2026-01', amount_halalas: 180_000, payment_count: 1 },
        { month: '2026-11', amount_halalas: 100_000, payment_count: 1 },
        { month: '2026-12', amount_halalas: 95_000, payment_count: 2 },
      ]);
      expect(result.payments_by_status).toEqual([
        { status: 'initiated', count: 1 },
        { status: 'paid', count: 5 },
        { status: 'failed', count: 1 },
      ]);
      expect(result.open_support_conversations).toBe(2);
    });
  });

  describe('access', () => {
    it('refuses a customer with 403 and an anonymous caller with 401', async () => {
      const asCustomer = await dashboardOf(customer);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error).toBe('common.error.forbidden');

      expect((await dashboardOf(null)).statusCode).toBe(401);
    });
  });
});
