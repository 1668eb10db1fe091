import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller, type ApiMethod } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullAll, type WireChange } from '../../testing/pull-changes.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { purgeRetainedData } from '../admin-tasks/purge-retained-data.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';

const dayMs = 24 * 60 * 60 * 1000;

const keysOf = (changes: readonly WireChange[]) =>
  changes.map((change) => `${change.op} ${change.table} ${change.id}`);

describe.each(testDatabases())('sync pull on $name', ({ name }) => {
  let testApp: TestApp;
  let admin: TestUser;
  const clock = testClock();

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const request = apiCaller(() => testApp.app);
  async function call(user: TestUser, method: ApiMethod, url: string, payload?: object) {
    const response = await request(user, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().result;
  }

  async function teacherWithWork(achievementCount: number, organizationId?: string) {
    const teacher = await makeUser(testApp.connection.db, {
      ...(organizationId && { organizationId }),
    });
    await giveTrial(testApp.connection.db, teacher.id);
    const made = [];
    for (let index = 0; index < achievementCount; index += 1) {
      made.push(await call(teacher, 'POST', '/api/achievements', makeAchievement()));
    }
    const plan = await call(teacher, 'POST', '/api/development-plans', {
      id: randomUUID(),
      name: 'Reading circles',
      start_date: '2026-09-01',
      end_date: '2027-06-30',
    });
    return { teacher, achievements: made as { id: string; version: number }[], plan };
  }

  it('answers a first pull with everything, page by page, as a reset', async () => {
    const { teacher, achievements: made, plan } = await teacherWithWork(5);

    const { pages, changes } = await pullAll(testApp.app, teacher, { limit: 4 });

    expect(pages.length).toBeGreaterThan(4);
    expect(pages.every((page) => page.changes.length <= 4)).toBe(true);
    expect(pages.map((page) => page.reset)).toEqual([true, ...pages.slice(1).map(() => false)]);
    expect(pages.map((page) => page.has_more)).toEqual([...pages.slice(1).map(() => true), false]);
    const puts = new Map(changes.map((change) => [`${change.table} ${change.id}`, change.record]));
    expect(puts.get('profile current')).toEqual(await call(teacher, 'GET', '/api/profile'));
    expect(puts.get('subscription current')).toEqual(
      await call(teacher, 'GET', '/api/subscriptions/current'),
    );
    const listed = await call(teacher, 'GET', '/api/achievements');
    expect(listed).toHaveLength(5);
    for (const achievement of listed) {
      expect(puts.get(`achievements ${achievement.id}`)).toEqual(achievement);
    }
    expect(made.map((achievement) => puts.has(`achievements ${achievement.id}`))).not.toContain(
      false,
    );
    expect(puts.get(`developmentPlans ${plan.id}`)).toEqual(plan);
    for (const criterion of await call(teacher, 'GET', '/api/criteria?job=teacher')) {
      expect(puts.get(`criteria ${criterion.id}`)).toEqual(criterion);
    }
    for (const onSale of await call(teacher, 'GET', '/api/subscription-plans')) {
      expect(puts.get(`subscriptionPlans ${onSale.id}`)).toEqual(onSale);
    }
    expect(changes.every((change) => change.op === 'put')).toBe(true);
  });

  it('answers a pull after one edit with just that record, and a delete as a delete', async () => {
    const { teacher, achievements: made } = await teacherWithWork(3);
    const first = await pullAll(testApp.app, teacher);
    const [edited, deleted] = made;
    if (!edited || !deleted) throw new Error('no achievements');

    const updated = await call(
      teacher,
      'PUT',
      `/api/achievements/${edited.id}`,
      makeAchievement({ id: undefined, description: 'Edited offline', version: 1 }),
    );
    const afterEdit = await pullAll(testApp.app, teacher, { cursor: first.cursor });
    expect(afterEdit.pages.map((page) => page.reset)).toEqual([false]);
    expect(afterEdit.changes).toEqual([
      { table: 'achievements', op: 'put', id: edited.id, record: updated },
    ]);

    await call(teacher, 'DELETE', `/api/achievements/${deleted.id}`, { version: 1 });
    const afterDelete = await pullAll(testApp.app, teacher, { cursor: afterEdit.cursor });
    expect(afterDelete.changes).toEqual([{ table: 'achievements', op: 'delete', id: deleted.id }]);

    const nothing = await pullAll(testApp.app, teacher, { cursor: afterDelete.cursor });
    expect(nothing.changes).toEqual([]);
  });

  it('never shows another user’s changes', async () => {
    const { teacher } = await teacherWithWork(1);
    const { cursor } = await pullAll(testApp.app, teacher);

    const other = await teacherWithWork(2);
    const othersIds = [...other.achievements.map((item) => item.id), other.plan.id];
    await call(other.teacher, 'PATCH', '/api/profile', { full_name: 'Someone Else' });

    expect((await pullAll(testApp.app, teacher, { cursor })).changes).toEqual([]);
    const othersFirstPull = await pullAll(testApp.app, other.teacher);
    const teachersIds = new Set(othersFirstPull.changes.map((change) => change.id));
    expect(othersIds.every((id) => teachersIds.has(id))).toBe(true);
    const fresh = await pullAll(testApp.app, teacher);
    expect(fresh.changes.some((change) => othersIds.includes(change.id))).toBe(false);
  });

  it('starts over with the whole state when the role or the school changes', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const { teacher, achievements: made } = await teacherWithWork(2, school.id);
    const first = await pullAll(testApp.app, teacher);
    const everything = keysOf(first.changes).sort();

    await testApp.connection.db
      .update(users)
      .set({ role: 'org_admin' })
      .where(eq(users.id, teacher.id));
    const promoted = { ...teacher, role: 'org_admin' as const };
    const afterRole = await pullAll(testApp.app, promoted, { cursor: first.cursor });
    expect(afterRole.pages[0]?.reset).toBe(true);
    expect(keysOf(afterRole.changes).sort()).toEqual(everything);

    const otherSchool = await makeOrganization(testApp.connection.db);
    await testApp.connection.db
      .update(users)
      .set({ organizationId: otherSchool.id })
      .where(eq(users.id, teacher.id));
    const moved = { ...promoted, organizationId: otherSchool.id };
    const afterMove = await pullAll(testApp.app, moved, { cursor: afterRole.cursor });
    expect(afterMove.pages[0]?.reset).toBe(true);
    expect(keysOf(afterMove.changes)).toEqual(
      expect.arrayContaining(made.map((item) => `put achievements ${item.id}`)),
    );
    const profile = afterMove.changes.find((change) => change.table === 'profile');
    expect(profile?.record).toMatchObject({ organization_id: otherSchool.id });

    await testApp.connection.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.id, teacher.id));
    const customer = { ...moved, role: 'customer' as const };
    const afterDemotion = await pullAll(testApp.app, customer, { cursor: afterMove.cursor });
    expect(afterDemotion.pages[0]?.reset).toBe(true);
    expect(new Set(afterDemotion.changes.map((change) => change.table))).toEqual(
      new Set(['profile', 'subscription', 'subscriptionPlans']),
    );
  });

  it('sends a purged achievement and plan as deletes', async () => {
    const { teacher, achievements: made, plan } = await teacherWithWork(2);
    const { cursor } = await pullAll(testApp.app, teacher);
    const now = clock.now();
    await testApp.connection.db
      .update(subscriptions)
      .set({
        status: 'expired',
        startsAt: new Date(now.getTime() - 100 * dayMs),
        endsAt: new Date(now.getTime() - 60 * dayMs),
      })
      .where(eq(subscriptions.userId, teacher.id));
    const [period] = await testApp.connection.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, teacher.id));
    if (!period) throw new Error('no period');

    const purged = await purgeRetainedData(testApp.app, [period.id], now);

    expect(purged).toEqual({ purgedCount: 1 });
    const after = await pullAll(testApp.app, teacher, { cursor });
    expect(keysOf(after.changes)).toEqual(
      expect.arrayContaining([
        ...made.map((item) => `delete achievements ${item.id}`),
        `delete developmentPlans ${plan.id}`,
      ]),
    );
    expect(after.changes.find((change) => change.table === 'subscription')?.record).toMatchObject({
      status: 'expired',
    });
  });

  it('brings an organisation’s subscription change to every member', async () => {
    const school = await makeOrganization(testApp.connection.db);
    const principal = await makeUser(testApp.connection.db, {
      role: 'org_admin',
      organizationId: school.id,
    });
    const member = await makeUser(testApp.connection.db, { organizationId: school.id });
    const outsider = await makeUser(testApp.connection.db);
    const now = clock.now();
    const [period] = await testApp.connection.db
      .insert(subscriptions)
      .values({
        organizationId: school.id,
        planName: 'School of 25',
        status: 'active',
        startsAt: new Date(now.getTime() - 10 * dayMs),
        endsAt: new Date(now.getTime() + 300 * dayMs),
        teacherLimit: 25,
      })
      .returning();
    if (!period) throw new Error('no period');
    const cursors = new Map<string, string>();
    for (const user of [principal, member, outsider]) {
      cursors.set(user.id, (await pullAll(testApp.app, user)).cursor);
    }

    await testApp.connection.db
      .update(subscriptions)
      .set({ status: 'suspended' })
      .where(eq(subscriptions.id, period.id));

    for (const user of [principal, member]) {
      const { changes } = await pullAll(testApp.app, user, { cursor: cursors.get(user.id) });
      expect(changes.find((change) => change.table === 'subscription')?.record).toMatchObject({
        id: period.id,
        status: 'suspended',
      });
      expect(changes.find((change) => change.table === 'profile')?.record).toMatchObject({
        subscription_status: 'suspended',
      });
    }
    const { changes } = await pullAll(testApp.app, outsider, { cursor: cursors.get(outsider.id) });
    expect(changes).toEqual([]);
  });

  it('sends the subscription again once it lapses by the clock alone', async () => {
    const teacher = await makeUser(testApp.connection.db);
    const now = clock.now().getTime();
    await testApp.connection.db.insert(subscriptions).values({
      userId: teacher.id,
      planName: 'Personal yearly',
      status: 'active',
      startsAt: new Date(now - 300 * dayMs),
      endsAt: new Date(now + 1_000),
    });
    const { cursor } = await pullAll(testApp.app, teacher);
    expect((await pullAll(testApp.app, teacher, { cursor })).changes).toEqual([]);

    clock.advance(2_000);

    const { changes } = await pullAll(testApp.app, teacher, { cursor });
    expect(changes.find((change) => change.table === 'subscription')?.record).toMatchObject({
      status: 'expired',
    });
  });

  it('brings criteria and catalogue changes to everyone', async () => {
    const first = await teacherWithWork(0);
    const second = await teacherWithWork(0);
    const cursors = [
      (await pullAll(testApp.app, first.teacher)).cursor,
      (await pullAll(testApp.app, second.teacher)).cursor,
    ];
    const [onSale] = await call(admin, 'GET', '/api/subscription-plans');
    await call(admin, 'PATCH', `/api/admin/plans/${onSale.id}`, { name_en: 'Renamed plan' });
    const counsellorV1 = { job: 'counsellor', code: 'c1', nameEn: 'Listening', nameAr: 'الإصغاء' };
    const [oldCriterion] = await testApp.connection.db
      .insert(criteria)
      .values({ ...counsellorV1, version: 1, weight: 100, sortOrder: 1 })
      .returning();
    const [newCriterion] = await testApp.connection.db
      .insert(criteria)
      .values({ ...counsellorV1, version: 2, weight: 100, sortOrder: 1 })
      .returning();

    for (const [index, user] of [first.teacher, second.teacher].entries()) {
      const { changes } = await pullAll(testApp.app, user, { cursor: cursors[index] });
      expect(changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            table: 'subscriptionPlans',
            op: 'put',
            id: onSale.id,
            record: expect.objectContaining({ name_en: 'Renamed plan' }),
          }),
          { table: 'criteria', op: 'delete', id: oldCriterion?.id },
          expect.objectContaining({ table: 'criteria', op: 'put', id: newCriterion?.id }),
        ]),
      );
    }
    await testApp.connection.db.delete(criteria).where(eq(criteria.job, 'counsellor'));
  });

  it('answers a reset, never an error or someone else’s data, to a cursor it did not issue', async () => {
    const { teacher } = await teacherWithWork(1);
    const other = await teacherWithWork(1);
    const { cursor: othersCursor } = await pullAll(testApp.app, other.teacher);
    const tampered = `${othersCursor.slice(0, 10)}${othersCursor[10] === 'A' ? 'B' : 'A'}${othersCursor.slice(11)}`;
    const ownIds = new Set(
      (await pullAll(testApp.app, teacher)).changes.map((change) => change.id),
    );

    for (const cursor of ['', 'garbage', '!!!', 'A'.repeat(400), tampered, othersCursor]) {
      const { pages, changes } = await pullAll(testApp.app, teacher, { cursor });
      expect(pages[0]?.reset).toBe(true);
      expect(changes.every((change) => ownIds.has(change.id))).toBe(true);
      expect(changes.some((change) => change.id === other.achievements[0]?.id)).toBe(false);
    }
  });

  it.runIf(name === 'postgres')('does not miss a change committed after a later one', async () => {
    if (testApp.connection.driver !== 'postgres') return;
    const { teacher, achievements: made } = await teacherWithWork(2);
    const [early, late] = made;
    if (!early || !late) throw new Error('no achievements');
    const { cursor } = await pullAll(testApp.app, teacher);
    const firstWriter = await testApp.connection.client.connect();
    const secondWriter = await testApp.connection.client.connect();
    try {
      await firstWriter.query('begin');
      await firstWriter.query(`update achievements set description = 'first' where id = $1`, [
        early.id,
      ]);
      await secondWriter.query('begin');
      await secondWriter.query(`update achievements set description = 'second' where id = $1`, [
        late.id,
      ]);
      await secondWriter.query('commit');

      const between = await pullAll(testApp.app, teacher, { cursor });
      expect(keysOf(between.changes)).toEqual([`put achievements ${late.id}`]);

      await firstWriter.query('commit');
      const after = await pullAll(testApp.app, teacher, { cursor: between.cursor });
      expect(after.changes).toEqual([
        expect.objectContaining({
          id: early.id,
          record: expect.objectContaining({ description: 'first' }),
        }),
      ]);
    } finally {
      firstWriter.release();
      secondWriter.release();
    }
  });

  it('keeps every cursor short enough for a query string', async () => {
    const { teacher } = await teacherWithWork(3);
    const { pages } = await pullAll(testApp.app, teacher, { limit: 2 });
    expect(Math.max(...pages.map((page) => page.cursor.length))).toBeLessThan(300);
  });
});
