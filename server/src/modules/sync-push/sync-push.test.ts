import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { pushLimits, pushSkippedStatus } from '../../../../contract/sync-push.ts';
import { idempotencyRecords } from '../../db/tables/idempotency-records.ts';
import { rateLimitHits } from '../../db/tables/rate-limit-hits.ts';
import { bearer } from '../../testing/bearer.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeGoal, makePlan } from '../../testing/make-plan.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import {
  makeMutation,
  pushMutations,
  type WireMutation,
  type WireOutcome,
} from '../../testing/push-mutations.ts';
import { pushSuite } from '../../testing/push-suite.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { developmentGoals, developmentPlans } from '../../db/tables/development-plans.ts';
import { pushBudget } from './push-budget.ts';

describe.each(testDatabases())('batched push on $name', ({ name }) => {
  let teacher: TestUser;
  let principal: TestUser;
  let otherSchoolTeacher: TestUser;
  let unsubscribed: TestUser;
  let customer: TestUser;

  const suite = pushSuite(name, async (db) => {
    const school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id });
    principal = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    otherSchoolTeacher = await makeUser(db, { organizationId: otherSchool.id });
    unsubscribed = await makeUser(db);
    customer = await makeUser(db, { role: 'customer' });
    for (const user of [teacher, principal, otherSchoolTeacher]) await giveTrial(db, user.id);
  });
  const { call, push } = suite;

  async function createAchievement(user: TestUser) {
    const body = makeAchievement();
    const response = await call(user, 'POST', '/achievements', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().result as { id: string; version: number };
  }

  async function achievementRow(id: string) {
    const [row] = await suite.testApp.connection.db
      .select()
      .from(achievements)
      .where(eq(achievements.id, id));
    return row;
  }

  const statuses = (outcomes: readonly WireOutcome[]) => outcomes.map((outcome) => outcome.status);

  describe('applying', () => {
    it('applies creates, updates and deletes of achievements and a plan with goals in order, one outcome each', async () => {
      const achievement = makeAchievement();
      const plan = makePlan();
      const goal = makeGoal(1);
      const [achievementId, planId] = [String(achievement.id), plan.id];
      const ofAchievement = `achievement:${achievementId}`;
      const ofPlan = `plan:${planId}`;
      const mutations = [
        makeMutation(ofAchievement, 'POST', '/achievements', achievement),
        makeMutation(ofAchievement, 'PUT', `/achievements/${achievementId}`, {
          ...achievement,
          description: 'Moved to the lab',
          version: 1,
        }),
        makeMutation(ofPlan, 'POST', '/development-plans', plan),
        makeMutation(ofPlan, 'POST', `/development-plans/${planId}/goals`, goal),
        makeMutation(ofPlan, 'PUT', `/development-plans/${planId}/goals/${goal.id}`, {
          ...goal,
          progress: 40,
          status: 'in_progress',
          version: 2,
        }),
        makeMutation(ofPlan, 'POST', `/development-plans/${planId}/activate`, { version: 3 }),
        makeMutation(ofAchievement, 'DELETE', `/achievements/${achievementId}`, { version: 2 }),
      ];

      const outcomes = await push(teacher, mutations);

      expect(statuses(outcomes)).toEqual([201, 200, 201, 201, 200, 200, 200]);
      expect(outcomes.map((outcome) => outcome.result?.version)).toEqual([1, 2, 1, 2, 3, 4, 3]);
      expect(outcomes.some((outcome) => outcome.replayed || outcome.skipped)).toBe(false);
      // Results go out in wire case, as the routes answer them.
      expect(outcomes[1]?.result).toMatchObject({
        owner_id: teacher.id,
        description: 'Moved to the lab',
        event_start_at: '2026-03-01T05:00:00.000Z',
      });
      expect(outcomes[5]?.result).toMatchObject({
        status: 'active',
        goals: [{ id: goal.id, progress: 40, status: 'in_progress' }],
      });
      expect(await achievementRow(achievementId)).toMatchObject({
        version: 3,
        description: 'Moved to the lab',
        deletedAt: expect.any(Date),
      });
      const [planRow] = await suite.testApp.connection.db
        .select()
        .from(developmentPlans)
        .where(eq(developmentPlans.id, planId));
      expect(planRow).toMatchObject({ status: 'active', version: 4 });
    });

    it('keeps the answer its route would have sent, for the route to replay', async () => {
      const body = makeAchievement();
      const key = randomUUID();
      const mutation = {
        ...makeMutation('a', 'POST', '/achievements', body),
        idempotency_key: key,
      };

      const [outcome] = await push(teacher, [mutation]);
      const replayedByRoute = await call(teacher, 'POST', '/achievements', body, {
        idempotencyKey: key,
      });

      expect(replayedByRoute.statusCode).toBe(201);
      expect(replayedByRoute.headers['idempotent-replayed']).toBe('true');
      expect(replayedByRoute.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(replayedByRoute.json()).toEqual({ success: true, result: outcome?.result });
    });
  });

  describe('idempotency', () => {
    it('applies only the second half of a batch retried after its first half committed', async () => {
      const first = await createAchievement(teacher);
      const second = await createAchievement(teacher);
      const fresh = makeAchievement();
      const edit = (id: string, version: number, description: string) =>
        makeMutation(`achievement:${id}`, 'PUT', `/achievements/${id}`, {
          ...makeAchievement({ id }),
          description,
          version,
        });
      const batch = [
        edit(first.id, 1, 'first, once'),
        makeMutation(`achievement:${String(fresh.id)}`, 'POST', '/achievements', fresh),
        edit(second.id, 1, 'second, once'),
        edit(first.id, 2, 'first, twice'),
        edit(String(fresh.id), 1, 'fresh, once'),
        makeMutation(`achievement:${second.id}`, 'DELETE', `/achievements/${second.id}`, {
          version: 2,
        }),
      ];

      const firstHalf = await push(teacher, batch.slice(0, 3));
      const whole = await push(teacher, batch);

      expect(statuses(firstHalf)).toEqual([200, 201, 200]);
      expect(statuses(whole)).toEqual([200, 201, 200, 200, 200, 200]);
      expect(whole.map((outcome) => outcome.replayed ?? false)).toEqual([
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
      expect(whole.slice(0, 3).map((outcome) => outcome.result)).toEqual(
        firstHalf.map((outcome) => outcome.result),
      );
      expect(await achievementRow(first.id)).toMatchObject({
        version: 3,
        description: 'first, twice',
      });
      expect(await achievementRow(String(fresh.id))).toMatchObject({
        version: 2,
        description: 'fresh, once',
      });
      expect(await achievementRow(second.id)).toMatchObject({
        version: 3,
        deletedAt: expect.any(Date),
      });
    });

    it('applies a batch sent twice at once only once', async () => {
      const achievement = await createAchievement(teacher);
      const batch = [1, 2, 3].map((version) =>
        makeMutation('a', 'PUT', `/achievements/${achievement.id}`, {
          ...makeAchievement({ id: achievement.id }),
          description: `edit ${version}`,
          version,
        }),
      );

      const [one, other] = await Promise.all([push(teacher, batch), push(teacher, batch)]);

      for (const index of batch.keys()) {
        const pair = [one[index], other[index]];
        expect(statuses(pair as WireOutcome[])).toEqual([200, 200]);
        expect(pair.filter((outcome) => !outcome?.replayed)).toHaveLength(1);
      }
      expect(await achievementRow(achievement.id)).toMatchObject({
        version: 4,
        description: 'edit 3',
      });
    });

    it('applies once a write sent to its own route and then retried in a batch', async () => {
      const achievement = await createAchievement(teacher);
      const key = randomUUID();
      const body = { ...makeAchievement({ id: achievement.id }), description: 'once', version: 1 };

      const byRoute = await call(teacher, 'PUT', `/achievements/${achievement.id}`, body, {
        idempotencyKey: key,
      });
      const [byPush] = await push(teacher, [
        {
          ...makeMutation('a', 'PUT', `/achievements/${achievement.id}`, body),
          idempotency_key: key,
        },
      ]);

      expect(byRoute.statusCode).toBe(200);
      expect(byPush).toMatchObject({ status: 200, replayed: true, result: byRoute.json().result });
      expect(await achievementRow(achievement.id)).toMatchObject({ version: 2 });
    });

    it('applies once a write pushed in a batch and then retried on its own route', async () => {
      const plan = makePlan();
      const key = randomUUID();

      const [byPush] = await push(teacher, [
        { ...makeMutation('p', 'POST', '/development-plans', plan), idempotency_key: key },
      ]);
      const byRoute = await call(teacher, 'POST', '/development-plans', plan, {
        idempotencyKey: key,
      });

      expect(byPush?.status).toBe(201);
      expect(byRoute.statusCode).toBe(201);
      expect(byRoute.headers['idempotent-replayed']).toBe('true');
      expect(byRoute.json().result).toEqual(byPush?.result);
    });

    it('keeps a refusal for replay, as the route does', async () => {
      const achievement = await createAchievement(teacher);
      const key = randomUUID();
      const stale = { ...makeAchievement({ id: achievement.id }), version: 7 };

      const [refused] = await push(teacher, [
        {
          ...makeMutation('a', 'PUT', `/achievements/${achievement.id}`, stale),
          idempotency_key: key,
        },
      ]);
      const byRoute = await call(teacher, 'PUT', `/achievements/${achievement.id}`, stale, {
        idempotencyKey: key,
      });

      expect(refused).toMatchObject({ status: 409, error: 'common.error.conflict' });
      expect(byRoute.statusCode).toBe(409);
      expect(byRoute.headers['idempotent-replayed']).toBe('true');
      expect(byRoute.json()).toMatchObject({
        error: 'common.error.conflict',
        result: refused?.result,
      });
    });

    it('refuses a key used for another write with 422 common.error.idempotencyKeyReused', async () => {
      const achievement = await createAchievement(teacher);
      const key = randomUUID();
      await call(
        teacher,
        'PUT',
        `/achievements/${achievement.id}`,
        {
          ...makeAchievement({ id: achievement.id }),
          version: 1,
        },
        { idempotencyKey: key },
      );

      const [outcome] = await push(teacher, [
        {
          ...makeMutation('a', 'DELETE', `/achievements/${achievement.id}`, { version: 2 }),
          idempotency_key: key,
        },
      ]);

      expect(outcome).toMatchObject({ status: 422, error: 'common.error.idempotencyKeyReused' });
      expect(await achievementRow(achievement.id)).toMatchObject({ version: 2, deletedAt: null });
    });

    it('answers 409 with retry_after_seconds while another request holds the key', async () => {
      const achievement = await createAchievement(teacher);
      const key = randomUUID();
      await suite.testApp.connection.db.insert(idempotencyRecords).values({
        userId: teacher.id,
        key,
        method: 'DELETE',
        path: `/api/achievements/${achievement.id}`,
      });

      const [outcome] = await push(teacher, [
        {
          ...makeMutation('a', 'DELETE', `/achievements/${achievement.id}`, { version: 1 }),
          idempotency_key: key,
        },
      ]);

      expect(outcome).toMatchObject({
        status: 409,
        error: 'common.error.conflict',
        retry_after_seconds: 2,
      });
      expect(await achievementRow(achievement.id)).toMatchObject({ deletedAt: null });
      const [record] = await suite.testApp.connection.db
        .select()
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.userId, teacher.id), eq(idempotencyRecords.key, key)));
      expect(record?.statusCode).toBeNull();
    });
  });

  describe('refusing', () => {
    it('answers a version conflict with 409 and the server’s copy in result', async () => {
      const achievement = await createAchievement(teacher);
      await call(teacher, 'PUT', `/achievements/${achievement.id}`, {
        ...makeAchievement({ id: achievement.id }),
        description: 'changed on another device',
        version: 1,
      });

      const [outcome] = await push(teacher, [
        makeMutation('a', 'PUT', `/achievements/${achievement.id}`, {
          ...makeAchievement({ id: achievement.id }),
          version: 1,
        }),
      ]);

      expect(outcome).toMatchObject({
        status: 409,
        error: 'common.error.conflict',
        result: { id: achievement.id, version: 2, description: 'changed on another device' },
      });
    });

    it('answers a validation error with the route’s keys and snake_case fields', async () => {
      const achievement = await createAchievement(teacher);
      const invalidBodies = [
        ['POST', '/achievements', makeAchievement({ description: '', duration_minutes: -5 })],
        ['POST', '/achievements', { id: 'not-a-uuid', event_start_at: 'soon' }],
        ['PUT', `/achievements/${achievement.id}`, { ...makeAchievement(), version: 'one' }],
        ['DELETE', '/achievements/not-a-uuid', { version: 1 }],
        [
          'POST',
          '/development-plans',
          makePlan({ start_date: '2026-06-01', end_date: '2026-05-01' }),
        ],
      ] as const;

      const outcomes = await push(
        teacher,
        invalidBodies.map(([method, path, body], index) =>
          makeMutation(`record-${index}`, method, path, body),
        ),
      );

      for (const [index, [method, path, body]] of invalidBodies.entries()) {
        const byRoute = await call(teacher, method, path, body);
        expect(byRoute.statusCode).toBe(400);
        expect(outcomes[index]).toMatchObject({
          status: 400,
          error: byRoute.json().error,
          errors: byRoute.json().errors,
        });
      }
      expect(outcomes[0]?.errors).toContainEqual(
        expect.objectContaining({ field: 'duration_minutes' }),
      );
      expect(outcomes[3]?.errors).toEqual([
        { field: 'id', key: 'validation.error.invalidRequestFormat', params: {} },
      ]);
    });

    it('skips only the later mutations of a refused record, with 424, and applies the others', async () => {
      const refused = await createAchievement(teacher);
      const other = await createAchievement(teacher);
      const mutations = [
        makeMutation(`achievement:${refused.id}`, 'PUT', `/achievements/${refused.id}`, {
          ...makeAchievement({ id: refused.id }),
          version: 5,
        }),
        makeMutation(`achievement:${other.id}`, 'PUT', `/achievements/${other.id}`, {
          ...makeAchievement({ id: other.id }),
          version: 1,
        }),
        makeMutation(`achievement:${refused.id}`, 'DELETE', `/achievements/${refused.id}`, {
          version: 6,
        }),
        makeMutation(`achievement:${other.id}`, 'DELETE', `/achievements/${other.id}`, {
          version: 2,
        }),
      ];

      const outcomes = await push(teacher, mutations);

      expect(outcomes).toMatchObject([
        { status: 409 },
        { status: 200 },
        { status: pushSkippedStatus, skipped: true },
        { status: 200 },
      ]);
      expect(outcomes[2]?.result).toBeUndefined();
      expect(await achievementRow(refused.id)).toMatchObject({ version: 1, deletedAt: null });
      expect(await achievementRow(other.id)).toMatchObject({ version: 3 });
      // Skipped means not tried: its key is still free for the retry.
      const [record] = await suite.testApp.connection.db
        .select()
        .from(idempotencyRecords)
        .where(eq(idempotencyRecords.key, mutations[2]?.idempotency_key ?? ''));
      expect(record).toBeUndefined();
    });

    it('answers another user’s record with the route’s 404 or 403', async () => {
      const achievement = await createAchievement(teacher);
      const plan = (await call(teacher, 'POST', '/development-plans', makePlan())).json().result;
      const update = { ...makeAchievement({ id: achievement.id }), version: 1 };
      const mutations = [
        makeMutation('a', 'PUT', `/achievements/${achievement.id}`, update),
        makeMutation('p', 'PUT', `/development-plans/${String(plan.id)}/self-evaluation`, {
          user_comment: 'Not mine to write',
          version: 1,
        }),
      ];

      const stranger = await push(otherSchoolTeacher, mutations);
      const ownPrincipal = await push(principal, mutations.slice(0, 1));

      expect(stranger).toMatchObject([
        { status: 404, error: 'common.error.notFound' },
        { status: 404, error: 'common.error.notFound' },
      ]);
      expect(ownPrincipal).toMatchObject([{ status: 403, error: 'common.error.forbidden' }]);
      const byRoute = await call(principal, 'PUT', `/achievements/${achievement.id}`, update);
      expect(byRoute.statusCode).toBe(403);
      expect(await achievementRow(achievement.id)).toMatchObject({ version: 1 });
    });

    it('answers 404 for a write the push does not take, and goes on with the others', async () => {
      const achievement = await createAchievement(teacher);
      const mutations = [
        makeMutation('profile', 'PATCH', '/profile', { full_name: 'Someone else' }),
        makeMutation('files', 'POST', '/files', {}),
        makeMutation('x', 'POST', `/achievements/${achievement.id}`, {}),
        makeMutation('y', 'PUT', `/achievements/${achievement.id}/`, { version: 1 }),
        makeMutation('z', 'DELETE', `http://example.com/achievements/${achievement.id}`, {
          version: 1,
        }),
        makeMutation('a', 'DELETE', `/achievements/${achievement.id}`, { version: 1 }),
      ];

      const outcomes = await push(teacher, mutations);

      expect(outcomes.slice(0, 5)).toMatchObject(
        Array.from({ length: 5 }, () => ({ status: 404, error: 'common.error.notFound' })),
      );
      expect(outcomes[5]).toMatchObject({ status: 200, result: { version: 2 } });
    });

    it('refuses a create with the route’s 402 when the teacher has no subscription', async () => {
      const outcomes = await push(unsubscribed, [
        makeMutation('a', 'POST', '/achievements', makeAchievement()),
        makeMutation('b', 'POST', '/achievements', makeAchievement()),
        makeMutation('p', 'POST', '/development-plans', makePlan()),
      ]);

      expect(outcomes).toMatchObject(
        Array.from({ length: 3 }, () => ({
          status: 402,
          error: 'subscriptions.failed.subscriptionRequired',
        })),
      );
      const rows = await suite.testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.ownerId, unsubscribed.id));
      expect(rows).toEqual([]);
    });

    it('refuses every write of a role that may not make it with 403', async () => {
      const outcomes = await push(customer, [
        makeMutation('a', 'POST', '/achievements', makeAchievement()),
        makeMutation('p', 'POST', '/development-plans', makePlan()),
      ]);

      expect(statuses(outcomes)).toEqual([403, 403]);
    });
  });

  describe('the batch', () => {
    it('ignores an Idempotency-Key header on the batch: keys go with each mutation', async () => {
      const headers = {
        ...(await bearer(suite.testApp.app, teacher)),
        'idempotency-key': randomUUID(),
      };
      const send = (mutation: WireMutation) =>
        suite.testApp.app.inject({
          method: 'POST',
          url: '/api/sync/push',
          headers,
          payload: { mutations: [mutation] },
        });
      const [first, second] = [makeAchievement(), makeAchievement()];

      await send(makeMutation('a', 'POST', '/achievements', first));
      const response = await send(makeMutation('b', 'POST', '/achievements', second));

      expect(response.headers['idempotent-replayed']).toBeUndefined();
      expect(response.json().result.outcomes).toMatchObject([{ status: 201 }]);
      expect(await achievementRow(String(second.id))).toMatchObject({ version: 1 });
    });

    it('answers 401 without a token', async () => {
      const response = await pushMutations(suite.testApp.app, null, [
        makeMutation('a', 'POST', '/achievements', makeAchievement()),
      ]);

      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('common.error.unauthorized');
    });

    it('refuses a malformed batch with 400 and applies nothing', async () => {
      const achievement = makeAchievement();
      const create = makeMutation('a', 'POST', '/achievements', achievement);
      const tooMany = Array.from({ length: pushLimits.maxMutations + 1 }, () =>
        makeMutation('a', 'POST', '/achievements', makeAchievement()),
      );
      const send = (payload: unknown) =>
        bearer(suite.testApp.app, teacher).then((headers) =>
          suite.testApp.app.inject({
            method: 'POST',
            url: '/api/sync/push',
            headers,
            payload: payload as object,
          }),
        );

      const notAList = await send({ mutations: create });
      const empty = await send({ mutations: [] });
      const overLimit = await send({ mutations: tooMany });
      const repeatedIds = await send({
        mutations: [create, { ...create, idempotency_key: 'other' }],
      });

      for (const response of [notAList, empty, overLimit, repeatedIds]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('common.error.validation');
      }
      expect(overLimit.json().errors).toContainEqual(
        expect.objectContaining({ field: 'mutations', key: 'validation.error.maxItems' }),
      );
      expect(repeatedIds.json().errors).toEqual([
        { field: 'mutations.1.id', key: 'validation.error.invalidRequestFormat', params: {} },
      ]);
      expect(await achievementRow(String(achievement.id))).toBeUndefined();
    });

    it('refuses a body over the batch limit with 413', async () => {
      const achievement = makeAchievement({ description: 'x'.repeat(pushLimits.maxBatchBytes) });

      const response = await pushMutations(suite.testApp.app, teacher, [
        makeMutation('a', 'POST', '/achievements', achievement),
      ]);

      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('common.error.payloadTooLarge');
    });

    it('counts each mutation against the user’s push budget and refuses the batch past it', async () => {
      const spender = await makeUser(suite.testApp.connection.db);
      await giveTrial(suite.testApp.connection.db, spender.id);
      await suite.testApp.connection.db.insert(rateLimitHits).values({
        key: `sync-push:${spender.id}`,
        hits: pushBudget.maxMutations - 2,
        windowEndsAt: new Date(Date.now() + 30_000),
      });
      const create = () => makeMutation(randomUUID(), 'POST', '/achievements', makeAchievement());

      const withinBudget = await pushMutations(suite.testApp.app, spender, [create(), create()]);
      const pastBudget = await pushMutations(suite.testApp.app, spender, [create()]);

      expect(withinBudget.statusCode).toBe(200);
      expect(pastBudget.statusCode).toBe(429);
      expect(pastBudget.json().error).toBe('common.error.rateLimited');
      expect(Number(pastBudget.headers['retry-after'])).toBeGreaterThan(0);
      const rows = await suite.testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.ownerId, spender.id));
      expect(rows).toHaveLength(2);
    });
  });

  describe('goals', () => {
    it('matches goals/order before goals/:goalId, as the route does', async () => {
      const plan = makePlan();
      const [firstGoal, secondGoal] = [makeGoal(1), makeGoal(2)];
      const outcomes = await push(teacher, [
        makeMutation('p', 'POST', '/development-plans', plan),
        makeMutation('p', 'POST', `/development-plans/${plan.id}/goals`, firstGoal),
        makeMutation('p', 'POST', `/development-plans/${plan.id}/goals`, secondGoal),
        makeMutation('p', 'PUT', `/development-plans/${plan.id}/goals/order`, {
          goal_ids: [secondGoal.id, firstGoal.id],
          version: 3,
        }),
        makeMutation('p', 'DELETE', `/development-plans/${plan.id}/goals/${firstGoal.id}`, {
          version: 4,
        }),
      ]);

      expect(statuses(outcomes)).toEqual([201, 201, 201, 200, 200]);
      const goals = await suite.testApp.connection.db
        .select()
        .from(developmentGoals)
        .where(eq(developmentGoals.planId, plan.id));
      expect(goals.map((goal) => goal.id)).toEqual([secondGoal.id]);
    });
  });
});
