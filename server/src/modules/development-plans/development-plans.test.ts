import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  jobDutiesCriterionId,
  teachingStrategiesCriterionId,
} from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeGoal, makePlan } from '../../testing/make-plan.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { notifications } from '../../db/tables/notifications.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { deliverDueNotifications } from '../notifications/deliver-notifications.ts';
import { deliveryContextOf } from '../notifications/delivery-worker.ts';

interface WirePlan {
  id: string;
  version: number;
  status: string;
  creator_id: string;
  beneficiary_id: string;
  goals: { id: string; sort_order: number; criterion_ids: string[] }[];
  feedback: { user_comment: string; admin_comment: string; grade: number | null };
}

const yearMs = 365 * 24 * 60 * 60 * 1000;

async function subscribe(db: Database, owner: { organizationId?: string; userId?: string }) {
  await db.insert(subscriptions).values({
    ...owner,
    planName: 'test',
    status: 'active',
    startsAt: new Date(Date.now() - yearMs / 12),
    endsAt: new Date(Date.now() + yearMs),
  });
}

describe.each(testDatabases())('development plans on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let colleague: TestUser;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let otherTeacher: TestUser;
  let superAdmin: TestUser;
  let unsubscribed: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    await subscribe(db, { organizationId: school.id });
    await subscribe(db, { organizationId: otherSchool.id });
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Huda', locale: 'ar' });
    colleague = await makeUser(db, { organizationId: school.id });
    principal = await makeUser(db, {
      organizationId: school.id,
      role: 'org_admin',
      fullName: 'Principal Amal',
    });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    otherTeacher = await makeUser(db, { organizationId: otherSchool.id });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    unsubscribed = await makeUser(db);
    customer = await makeUser(db, { role: 'customer' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function ok(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<WirePlan> {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().result as WirePlan;
  }

  async function createPlan(user: TestUser, overrides: Record<string, unknown> = {}) {
    return ok(await call(user, 'POST', '/development-plans', makePlan(overrides)), 201);
  }

  async function addGoal(user: TestUser, plan: WirePlan, overrides: Record<string, unknown> = {}) {
    return ok(
      await call(
        user,
        'POST',
        `/development-plans/${plan.id}/goals`,
        makeGoal(plan.version, overrides),
      ),
      201,
    );
  }

  async function activePlan(user: TestUser = teacher) {
    const withGoal = await addGoal(user, await createPlan(user));
    return ok(
      await call(user, 'POST', `/development-plans/${withGoal.id}/activate`, {
        version: withGoal.version,
      }),
    );
  }

  describe('creating and reading', () => {
    it('creates the caller’s own draft, version 1, listed for them, their principal and a super admin', async () => {
      const plan = await createPlan(teacher);

      expect(plan).toMatchObject({
        status: 'draft',
        version: 1,
        beneficiary_id: teacher.id,
        creator_id: teacher.id,
        start_date: '2026-02-01',
        end_date: '2026-06-30',
        goals: [],
        feedback: { user_comment: '', admin_comment: '', grade: null },
      });
      for (const [viewer, url] of [
        [teacher, '/development-plans'],
        [principal, `/users/${teacher.id}/development-plans`],
        [superAdmin, `/users/${teacher.id}/development-plans`],
      ] as const) {
        const list = await call(viewer, 'GET', url);
        expect(list.statusCode).toBe(200);
        expect(list.json().result.map((item: WirePlan) => item.id)).toContain(plan.id);
      }
      expect((await call(principal, 'GET', `/development-plans/${plan.id}`)).statusCode).toBe(200);
    });

    it('refuses another school’s principal with 403, and colleagues too', async () => {
      await createPlan(teacher);

      const list = await call(otherPrincipal, 'GET', `/users/${teacher.id}/development-plans`);
      const colleagueList = await call(colleague, 'GET', `/users/${teacher.id}/development-plans`);
      const assign = await call(
        otherPrincipal,
        'POST',
        '/development-plans',
        makePlan({ beneficiary_id: teacher.id }),
      );

      expect(list.statusCode).toBe(403);
      expect(list.json().error).toBe('common.error.forbidden');
      expect(colleagueList.statusCode).toBe(403);
      expect(assign.statusCode).toBe(403);
    });

    it('hides one plan from whoever may not read it with 404', async () => {
      const plan = await createPlan(teacher);

      expect((await call(otherPrincipal, 'GET', `/development-plans/${plan.id}`)).statusCode).toBe(
        404,
      );
      expect((await call(colleague, 'GET', `/development-plans/${plan.id}`)).statusCode).toBe(404);
    });

    it('refuses a customer and a plan for an unknown user', async () => {
      expect((await call(customer, 'GET', '/development-plans')).statusCode).toBe(403);
      const unknown = await call(
        principal,
        'POST',
        '/development-plans',
        makePlan({ beneficiary_id: randomUUID() }),
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses an end before the start with validation.error.endBeforeStart on end_date', async () => {
      const response = await call(
        teacher,
        'POST',
        '/development-plans',
        makePlan({ start_date: '2026-06-01', end_date: '2026-05-01' }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ field: 'end_date', key: 'validation.error.endBeforeStart' }),
      );
    });

    it('refuses an empty name and a bad date with the catalogue keys', async () => {
      const response = await call(
        teacher,
        'POST',
        '/development-plans',
        makePlan({ name: ' ', start_date: 'soon' }),
      );

      expect(response.statusCode).toBe(400);
      const errors = response.json().errors;
      expect(errors).toContainEqual(
        expect.objectContaining({ field: 'name', key: 'validation.error.required' }),
      );
      expect(errors).toContainEqual(
        expect.objectContaining({ field: 'start_date', key: 'validation.error.mustBeDate' }),
      );
    });

    it('needs an active or trial subscription to create a plan (402)', async () => {
      const response = await call(unsubscribed, 'POST', '/development-plans', makePlan());

      expect(response.statusCode).toBe(402);
      expect(response.json().error).toBe('subscriptions.failed.subscriptionRequired');
    });

    it('answers 409 with the plan when the same id is created again', async () => {
      const plan = await createPlan(teacher);

      const again = await call(teacher, 'POST', '/development-plans', makePlan({ id: plan.id }));
      const stranger = await call(
        otherTeacher,
        'POST',
        '/development-plans',
        makePlan({ id: plan.id }),
      );

      expect(again.statusCode).toBe(409);
      expect(again.json().result).toMatchObject({ id: plan.id, version: 1 });
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json().result).toBeUndefined();
    });
  });

  describe('assigning', () => {
    it('tells the beneficiary of an assigned plan by one notification, emailed once in her language', async () => {
      const plan = await createPlan(principal, {
        beneficiary_id: teacher.id,
        name: 'Classroom management',
      });
      await deliverDueNotifications(deliveryContextOf(testApp.app));

      expect(plan).toMatchObject({ beneficiary_id: teacher.id, creator_id: principal.id });
      const notices = await testApp.connection.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.subjectId, plan.id));
      expect(notices).toEqual([{ kind: 'planAssigned' }]);
      const mails = (await mailsTo(testApp.config.dataDir, teacher.email)).filter((sent) =>
        sent.text.includes('Classroom management'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('خطة نمو مهني');
      expect(mails[0]?.text).toContain('Principal Amal');
      expect(mails[0]?.text).toContain(`/development-plans?plan=${plan.id}`);
    });

    it('sends no email for one’s own plan, and a teacher cannot assign to a colleague', async () => {
      const before = (await mailsTo(testApp.config.dataDir, colleague.email)).length;
      await createPlan(colleague);

      const assign = await call(
        teacher,
        'POST',
        '/development-plans',
        makePlan({ beneficiary_id: colleague.id }),
      );

      expect(assign.statusCode).toBe(403);
      expect(await mailsTo(testApp.config.dataDir, colleague.email)).toHaveLength(before);
    });

    it('lets the principal edit the assigned plan and the teacher add goals to it', async () => {
      const plan = await createPlan(principal, { beneficiary_id: teacher.id });

      const renamed = await ok(
        await call(principal, 'PUT', `/development-plans/${plan.id}`, {
          ...makePlan({ id: undefined, name: 'Renamed' }),
          version: 1,
        }),
      );
      const withGoal = await addGoal(teacher, renamed);

      expect(withGoal).toMatchObject({ name: 'Renamed', version: 3 });
      expect(withGoal.goals).toHaveLength(1);
      const superEdit = await call(superAdmin, 'PUT', `/development-plans/${plan.id}`, {
        ...makePlan({ id: undefined }),
        version: 3,
      });
      expect(superEdit.statusCode).toBe(403);
    });
  });

  describe('goals', () => {
    it('adds goals in order, each change answering the next version of the whole plan', async () => {
      const plan = await createPlan(teacher);
      const one = await addGoal(teacher, plan);
      const two = await addGoal(teacher, one, {
        criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId],
      });

      expect(two.version).toBe(3);
      expect(two.goals.map((goal) => goal.sort_order)).toEqual([1, 2]);
      expect(two.goals[1]?.criterion_ids).toEqual(
        [jobDutiesCriterionId, teachingStrategiesCriterionId].sort(),
      );
    });

    it('refuses a due date outside the plan’s dates and an unknown criterion', async () => {
      const plan = await createPlan(teacher);

      const late = await call(
        teacher,
        'POST',
        `/development-plans/${plan.id}/goals`,
        makeGoal(1, { due_date: '2026-07-01' }),
      );
      const unknown = await call(
        teacher,
        'POST',
        `/development-plans/${plan.id}/goals`,
        makeGoal(1, { criterion_ids: [randomUUID()] }),
      );
      const none = await call(
        teacher,
        'POST',
        `/development-plans/${plan.id}/goals`,
        makeGoal(1, { criterion_ids: [] }),
      );

      expect(late.statusCode).toBe(400);
      expect(late.json().errors).toEqual([
        expect.objectContaining({
          field: 'due_date',
          key: 'developmentPlans.failed.dueDateOutsidePlan',
        }),
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(none.json().errors).toContainEqual(
        expect.objectContaining({ field: 'criterion_ids', key: 'validation.error.required' }),
      );
    });

    it('refuses new plan dates that would leave a goal outside them', async () => {
      const plan = await addGoal(teacher, await createPlan(teacher));

      const response = await call(teacher, 'PUT', `/development-plans/${plan.id}`, {
        ...makePlan({ id: undefined, end_date: '2026-04-30' }),
        version: plan.version,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({
          field: 'end_date',
          key: 'developmentPlans.failed.dueDateOutsidePlan',
        }),
      );
    });

    it('updates progress, reorders and deletes goals', async () => {
      const plan = await addGoal(teacher, await addGoal(teacher, await createPlan(teacher)));
      const [first, second] = plan.goals;
      if (!first || !second) throw new Error('two goals expected');

      const progressed = await ok(
        await call(teacher, 'PUT', `/development-plans/${plan.id}/goals/${first.id}`, {
          ...makeGoal(plan.version, { id: undefined }),
          progress: 60,
          status: 'in_progress',
        }),
      );
      const badOrder = await call(teacher, 'PUT', `/development-plans/${plan.id}/goals/order`, {
        goal_ids: [first.id],
        version: progressed.version,
      });
      const reordered = await ok(
        await call(teacher, 'PUT', `/development-plans/${plan.id}/goals/order`, {
          goal_ids: [second.id, first.id],
          version: progressed.version,
        }),
      );
      const deleted = await ok(
        await call(teacher, 'DELETE', `/development-plans/${plan.id}/goals/${second.id}`, {
          version: reordered.version,
        }),
      );

      expect(progressed.goals[0]).toMatchObject({ progress: 60, status: 'in_progress' });
      expect(badOrder.statusCode).toBe(400);
      expect(badOrder.json().errors[0].key).toBe('developmentPlans.failed.goalOrderMismatch');
      expect(reordered.goals.map((goal) => goal.id)).toEqual([second.id, first.id]);
      expect(deleted.goals.map((goal) => goal.id)).toEqual([first.id]);
    });

    it('refuses progress over 100 with validation.error.maxValue', async () => {
      const plan = await addGoal(teacher, await createPlan(teacher));

      const response = await call(
        teacher,
        'PUT',
        `/development-plans/${plan.id}/goals/${plan.goals[0]?.id ?? ''}`,
        { ...makeGoal(plan.version, { id: undefined }), progress: 120, status: 'achieved' },
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ field: 'progress', key: 'validation.error.maxValue' }),
      );
    });
  });

  describe('status', () => {
    it('needs a goal to activate', async () => {
      const plan = await createPlan(teacher);

      const response = await call(teacher, 'POST', `/development-plans/${plan.id}/activate`, {
        version: 1,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('developmentPlans.failed.noGoals');
    });

    it('moves draft -> active -> completed and refuses every other move', async () => {
      const draft = await addGoal(teacher, await createPlan(teacher));
      const move = (plan: WirePlan, action: 'activate' | 'complete') =>
        call(teacher, 'POST', `/development-plans/${plan.id}/${action}`, { version: plan.version });

      const completeDraft = await move(draft, 'complete');
      const active = await ok(await move(draft, 'activate'));
      const activateAgain = await move(active, 'activate');
      const completed = await ok(await move(active, 'complete'));
      const activateCompleted = await move(completed, 'activate');
      const completeAgain = await move(completed, 'complete');

      expect(active.status).toBe('active');
      expect(completed.status).toBe('completed');
      for (const refused of [completeDraft, activateAgain, activateCompleted, completeAgain]) {
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toBe('developmentPlans.failed.invalidTransition');
      }
    });

    it('keeps a completed plan read-only: fields, goals and deletion', async () => {
      const active = await activePlan();
      const completed = await ok(
        await call(teacher, 'POST', `/development-plans/${active.id}/complete`, {
          version: active.version,
        }),
      );
      const version = completed.version;
      const goalId = completed.goals[0]?.id ?? '';

      const attempts = [
        await call(teacher, 'PUT', `/development-plans/${active.id}`, {
          ...makePlan({ id: undefined }),
          version,
        }),
        await call(teacher, 'POST', `/development-plans/${active.id}/goals`, makeGoal(version)),
        await call(teacher, 'PUT', `/development-plans/${active.id}/goals/${goalId}`, {
          ...makeGoal(version, { id: undefined }),
          progress: 100,
          status: 'achieved',
        }),
        await call(teacher, 'DELETE', `/development-plans/${active.id}/goals/${goalId}`, {
          version,
        }),
      ];

      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(422);
        expect(attempt.json().error).toBe('developmentPlans.failed.readOnly');
      }
      const deletion = await call(teacher, 'DELETE', `/development-plans/${active.id}`, {
        version,
      });
      expect(deletion.json().error).toBe('developmentPlans.failed.notDraft');
    });

    it('lets the principal activate a staff plan but not another school’s principal', async () => {
      const draft = await addGoal(teacher, await createPlan(teacher));

      const stranger = await call(
        otherPrincipal,
        'POST',
        `/development-plans/${draft.id}/activate`,
        {
          version: draft.version,
        },
      );
      const own = await call(principal, 'POST', `/development-plans/${draft.id}/activate`, {
        version: draft.version,
      });

      expect(stranger.statusCode).toBe(404);
      expect(own.statusCode).toBe(200);
    });

    it('deletes a draft, then it is gone from the list; deleting again succeeds', async () => {
      const plan = await createPlan(teacher);

      const deleted = await call(teacher, 'DELETE', `/development-plans/${plan.id}`, {
        version: 1,
      });
      const again = await call(teacher, 'DELETE', `/development-plans/${plan.id}`, { version: 1 });

      expect(deleted.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      const list = (await call(teacher, 'GET', '/development-plans')).json().result as WirePlan[];
      expect(list.map((item) => item.id)).not.toContain(plan.id);
      expect((await call(teacher, 'GET', `/development-plans/${plan.id}`)).statusCode).toBe(404);
    });
  });

  describe('feedback', () => {
    it('opens once the plan is active', async () => {
      const draft = await createPlan(teacher);

      const self = await call(teacher, 'PUT', `/development-plans/${draft.id}/self-evaluation`, {
        user_comment: 'Early thoughts',
        version: 1,
      });
      const review = await call(principal, 'PUT', `/development-plans/${draft.id}/review`, {
        admin_comment: 'Too early',
        grade: 3,
        version: 1,
      });

      expect(self.statusCode).toBe(422);
      expect(self.json().error).toBe('developmentPlans.failed.feedbackNotOpen');
      expect(review.json().error).toBe('developmentPlans.failed.feedbackNotOpen');
    });

    it('takes the beneficiary’s self-evaluation and the principal’s comment and grade', async () => {
      const plan = await activePlan();

      const self = await ok(
        await call(teacher, 'PUT', `/development-plans/${plan.id}/self-evaluation`, {
          user_comment: 'I ran six of the eight lessons.',
          version: plan.version,
        }),
      );
      const reviewed = await ok(
        await call(principal, 'PUT', `/development-plans/${plan.id}/review`, {
          admin_comment: 'Good progress; share your materials.',
          grade: 4,
          version: self.version,
        }),
      );

      expect(reviewed.feedback).toMatchObject({
        user_comment: 'I ran six of the eight lessons.',
        admin_comment: 'Good progress; share your materials.',
        grade: 4,
        reviewed_by_id: principal.id,
      });
      const seen = await ok(await call(teacher, 'GET', `/development-plans/${plan.id}`));
      expect(seen.feedback.grade).toBe(4);
    });

    it('keeps each side to its own part of the feedback', async () => {
      const plan = await activePlan();
      const version = plan.version;

      const teacherGrades = await call(teacher, 'PUT', `/development-plans/${plan.id}/review`, {
        admin_comment: 'Excellent me',
        grade: 5,
        version,
      });
      const principalSelf = await call(
        principal,
        'PUT',
        `/development-plans/${plan.id}/self-evaluation`,
        {
          user_comment: 'Not mine',
          version,
        },
      );
      const strangerReview = await call(
        otherPrincipal,
        'PUT',
        `/development-plans/${plan.id}/review`,
        {
          admin_comment: 'Not my school',
          grade: 1,
          version,
        },
      );
      const superReview = await call(superAdmin, 'PUT', `/development-plans/${plan.id}/review`, {
        admin_comment: 'Reviewed centrally',
        grade: 3,
        version,
      });
      const badGrade = await call(principal, 'PUT', `/development-plans/${plan.id}/review`, {
        admin_comment: '',
        grade: 6,
        version,
      });

      expect(teacherGrades.statusCode).toBe(403);
      expect(principalSelf.statusCode).toBe(403);
      expect(strangerReview.statusCode).toBe(404);
      expect(superReview.statusCode).toBe(200);
      expect(badGrade.statusCode).toBe(400);
      expect(badGrade.json().errors[0]).toMatchObject({
        field: 'grade',
        key: 'validation.error.maxValue',
      });
    });

    it('lets nobody grade a principal’s own plan but the super admin, not even a co-principal', async () => {
      const coPrincipal = await makeUser(testApp.connection.db, {
        role: 'org_admin',
        organizationId: principal.organizationId,
      });
      const plan = await activePlan(principal);
      const review = (reviewer: TestUser) =>
        call(reviewer, 'PUT', `/development-plans/${plan.id}/review`, {
          admin_comment: 'Well done, colleague',
          grade: 5,
          version: plan.version,
        });

      const byColleague = await review(coPrincipal);
      expect(byColleague.statusCode).toBe(403);
      expect((await review(principal)).statusCode).toBe(403);
      expect((await review(superAdmin)).statusCode).toBe(200);
    });
  });

  describe('versions and replays', () => {
    it('refuses a change based on an older version with 409 and the current plan', async () => {
      const plan = await activePlan();
      // The principal grades while the teacher's offline edit still carries the older version.
      await ok(
        await call(principal, 'PUT', `/development-plans/${plan.id}/review`, {
          admin_comment: 'Keep going',
          grade: 4,
          version: plan.version,
        }),
      );

      const stale = await call(
        teacher,
        'PUT',
        `/development-plans/${plan.id}/goals/${plan.goals[0]?.id ?? ''}`,
        {
          ...makeGoal(plan.version, { id: undefined }),
          progress: 80,
          status: 'in_progress',
        },
      );

      expect(stale.statusCode).toBe(409);
      expect(stale.headers['retry-after']).toBeUndefined();
      expect(stale.json()).toMatchObject({
        error: 'common.error.conflict',
        result: { id: plan.id, version: plan.version + 1, feedback: { grade: 4 } },
      });
    });

    it('replays the same Idempotency-Key with the first answer and applies the change once', async () => {
      const plan = await createPlan(teacher);
      const key = randomUUID();
      const body = makeGoal(1);

      const first = await call(teacher, 'POST', `/development-plans/${plan.id}/goals`, body, {
        idempotencyKey: key,
      });
      const replay = await call(teacher, 'POST', `/development-plans/${plan.id}/goals`, body, {
        idempotencyKey: key,
      });

      expect(first.statusCode).toBe(201);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(first.body);
      const read = await ok(await call(teacher, 'GET', `/development-plans/${plan.id}`));
      expect(read).toMatchObject({ version: 2 });
      expect(read.goals).toHaveLength(1);
    });

    it('replays a create with the same key instead of answering 409', async () => {
      const key = randomUUID();
      const body = makePlan();

      const first = await call(teacher, 'POST', '/development-plans', body, {
        idempotencyKey: key,
      });
      const replay = await call(teacher, 'POST', '/development-plans', body, {
        idempotencyKey: key,
      });

      expect(first.statusCode).toBe(201);
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(first.body);
    });
  });
});
