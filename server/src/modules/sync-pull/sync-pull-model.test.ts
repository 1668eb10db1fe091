import { randomUUID } from 'node:crypto';

import { and, asc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { expectedDeviceStore, pullInto, type DeviceStore } from '../../testing/sync-device.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';

const dayMs = 24 * 60 * 60 * 1000;

// Person 0 owns the device; 1 and 2 work beside them. School 2 means none.
const zPerson = fc.integer({ min: 0, max: 2 });
const zPick = fc.nat({ max: 20 });

const zPull = fc.record({
  kind: fc.constant('pull' as const),
  // Which cursor the device pulls from: an index among those it kept (newest first).
  from: fc.nat({ max: 4 }),
  limit: fc.integer({ min: 1, max: 6 }),
});

const zAction = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('createAchievement' as const), by: zPerson }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('editAchievement' as const),
      by: zPerson,
      pick: zPick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deleteAchievement' as const),
      by: zPerson,
      pick: zPick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('createPlan' as const),
      by: zPerson,
      forDeviceOwner: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('editPlan' as const), by: zPerson, pick: zPick }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('deletePlan' as const), by: zPerson, pick: zPick }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('moveSchool' as const),
      who: zPerson,
      school: zPerson,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('changeRole' as const),
      who: zPerson,
      role: fc.constantFrom('agent' as const, 'org_admin' as const, 'customer' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), who: zPerson }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('schoolSubscription' as const),
      school: fc.integer({ min: 0, max: 1 }),
      status: fc.constantFrom('active' as const, 'suspended' as const),
    }),
  },
  { weight: 4, arbitrary: zPull },
);
type Action = typeof zAction extends fc.Arbitrary<infer Value> ? Value : never;

describe.each(testDatabases())('sync pull against the per-route reads on $name', ({ name }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function send(
    user: TestUser,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: object,
  ) {
    await testApp.app.inject({
      method,
      url,
      headers: await bearer(testApp.app, user),
      payload: body,
    });
  }

  async function liveAchievements(ownerId: string) {
    return testApp.connection.db
      .select({ id: achievements.id, version: achievements.version })
      .from(achievements)
      .where(and(eq(achievements.ownerId, ownerId), isNull(achievements.deletedAt)))
      .orderBy(asc(achievements.id));
  }

  async function livePlans(beneficiaryId: string) {
    return testApp.connection.db
      .select({ id: developmentPlans.id, version: developmentPlans.version })
      .from(developmentPlans)
      .where(
        and(eq(developmentPlans.beneficiaryId, beneficiaryId), isNull(developmentPlans.deletedAt)),
      )
      .orderBy(asc(developmentPlans.id));
  }

  async function jobs(): Promise<string[]> {
    const rows = await testApp.connection.db.selectDistinct({ job: criteria.job }).from(criteria);
    return rows.map((row) => row.job);
  }

  async function setUp() {
    const { db } = testApp.connection;
    const schools = [await makeOrganization(db), await makeOrganization(db)];
    const now = Date.now();
    for (const school of schools) {
      await db.insert(subscriptions).values({
        organizationId: school.id,
        planName: 'School of 15',
        status: 'active',
        startsAt: new Date(now - 10 * dayMs),
        endsAt: new Date(now + 300 * dayMs),
        teacherLimit: 15,
      });
    }
    const people: TestUser[] = [];
    for (const [index, school] of [schools[0], schools[0], schools[1]].entries()) {
      const person = await makeUser(db, {
        role: index === 1 ? 'org_admin' : 'agent',
        organizationId: school?.id ?? null,
      });
      await giveTrial(db, person.id);
      people.push(person);
    }
    for (const person of people) {
      await apply({ kind: 'createAchievement', by: people.indexOf(person) }, people, []);
      await apply(
        { kind: 'createPlan', by: people.indexOf(person), forDeviceOwner: false },
        people,
        [],
      );
    }
    return { schools, people };
  }

  async function apply(action: Action, people: TestUser[], schoolIds: string[]): Promise<void> {
    const { db } = testApp.connection;
    const personOf = (index: number) => people[index] as TestUser;
    switch (action.kind) {
      case 'createAchievement':
        return send(personOf(action.by), 'POST', '/api/achievements', makeAchievement());
      case 'editAchievement':
      case 'deleteAchievement': {
        const own = await liveAchievements(personOf(action.by).id);
        const picked = own[action.pick % Math.max(own.length, 1)];
        if (!picked) return;
        const url = `/api/achievements/${picked.id}`;
        if (action.kind === 'deleteAchievement') {
          return send(personOf(action.by), 'DELETE', url, { version: picked.version });
        }
        const body = makeAchievement({ description: `Edit ${randomUUID()}` });
        return send(personOf(action.by), 'PUT', url, { ...body, version: picked.version });
      }
      case 'createPlan':
        return send(personOf(action.by), 'POST', '/api/development-plans', {
          id: randomUUID(),
          name: 'Plan',
          start_date: '2026-09-01',
          end_date: '2027-06-30',
          ...(action.forDeviceOwner && { beneficiary_id: personOf(0).id }),
        });
      case 'editPlan':
      case 'deletePlan': {
        const own = await livePlans(personOf(action.by).id);
        const picked = own[action.pick % Math.max(own.length, 1)];
        if (!picked) return;
        const url = `/api/development-plans/${picked.id}`;
        if (action.kind === 'deletePlan') {
          return send(personOf(action.by), 'DELETE', url, { version: picked.version });
        }
        return send(personOf(action.by), 'PUT', url, {
          name: `Plan ${randomUUID()}`,
          start_date: '2026-09-01',
          end_date: '2027-06-30',
          version: picked.version,
        });
      }
      case 'moveSchool':
        await db
          .update(users)
          .set({ organizationId: schoolIds[action.school] ?? null })
          .where(eq(users.id, personOf(action.who).id));
        return;
      case 'changeRole':
        await db
          .update(users)
          .set({ role: action.role })
          .where(eq(users.id, personOf(action.who).id));
        return;
      case 'rename':
        await db
          .update(users)
          .set({ fullName: `Person ${randomUUID().slice(0, 8)}` })
          .where(eq(users.id, personOf(action.who).id));
        return;
      case 'schoolSubscription':
        await db
          .update(subscriptions)
          .set({ status: action.status })
          .where(eq(subscriptions.organizationId, schoolIds[action.school] ?? ''));
        return;
      case 'pull':
        return;
    }
  }

  it('leaves the device holding exactly what the per-route reads show', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(zAction, { minLength: 10, maxLength: 40 }), async (actions) => {
        const { schools, people } = await setUp();
        const deviceOwner = people[0] as TestUser;
        const schoolIds = schools.map((school) => school.id);
        const store: DeviceStore = new Map();
        const keptCursors: string[] = [];
        const pullAndCompare = async (from: number, limit: number) => {
          const cursor = keptCursors[from];
          const pulled = await pullInto(testApp.app, deviceOwner, store, { cursor, limit });
          // A reset replaced the rows the older cursors were given against; the app keeps only
          // the cursor saved with the page it applied (src/lib/sync/pull-changes.ts).
          if (pulled.replaced) keptCursors.length = 0;
          keptCursors.unshift(pulled.cursor);
          const expected = await expectedDeviceStore(testApp.app, deviceOwner, await jobs());
          expect(Object.fromEntries(store)).toEqual(Object.fromEntries(expected));
        };
        for (const action of actions) {
          if (action.kind === 'pull') await pullAndCompare(action.from, action.limit);
          else await apply(action, people, schoolIds);
        }
        await pullAndCompare(0, 50);
      }),
      // A run takes well under a second; one that hangs fails with its seed and actions to
      // replay (unshrunk, so it reports in time), rather than the whole test running into
      // Vitest's timeout.
      { numRuns: 25, timeout: 30_000, endOnFailure: true },
    );
  }, 120_000);
});
