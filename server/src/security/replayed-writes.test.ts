import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { subscriptions } from '../db/tables/subscriptions.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { giveTrial } from '../testing/give-trial.ts';
import { makeAchievement } from '../testing/make-achievement.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { makeMutation, pushMutations } from '../testing/push-mutations.ts';
import { testDatabases } from '../testing/test-databases.ts';

const yearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * An Idempotency-Key sent again with another body must not replay the first answer: the second
 * write would be lost without a word (issue 18, item 8).
 */
describe.each(testDatabases())(
  'an Idempotency-Key reused with another body on $name',
  ({ name }) => {
    let test: TestApp;
    let principal: TestUser;
    let teacher: TestUser;
    let memberOfThisSchool: TestUser;

    beforeAll(async () => {
      test = await buildTestApp({ database: name });
      const { db } = test.connection;
      const school = await makeOrganization(db);
      const now = new Date();
      await db.insert(subscriptions).values({
        organizationId: school.id,
        planName: 'Up to 120 teachers',
        status: 'active',
        teacherLimit: 120,
        startsAt: now,
        endsAt: new Date(now.getTime() + yearMs),
      });
      principal = await makeUser(db, { role: 'org_admin', organizationId: school.id });
      teacher = await makeUser(db, { role: 'agent' });
      await giveTrial(db, teacher.id);
      memberOfThisSchool = await makeUser(db, { role: 'agent', organizationId: school.id });
    });

    afterAll(() => test.close());

    async function post(user: TestUser, url: string, key: string, payload: object) {
      return test.app.inject({
        method: 'POST',
        url,
        headers: { ...(await bearer(test.app, user)), 'idempotency-key': key },
        payload,
      });
    }

    const newAddress = () => `new.${randomUUID().slice(0, 8)}@school.test`;

    it('on the principal invite: a refused address then a new one with the same key is 422, not the old refusal', async () => {
      const key = randomUUID();
      // Already a member of this school: refused (another school's would be invited as any
      // address, so as not to reveal membership).
      const refused = await post(principal, '/api/invitations', key, {
        email: memberOfThisSchool.email,
      });
      expect(refused.statusCode).toBe(409);

      const other = await post(principal, '/api/invitations', key, { email: newAddress() });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ error: 'common.error.idempotencyKeyReused' });
    });

    it('on the principal add-user: another body with the same key is 422', async () => {
      const key = randomUUID();
      const user = {
        full_name: 'Sara Teacher',
        password: 'Shawahid#2026',
        role: 'agent',
      };
      const first = await post(principal, '/api/users', key, { ...user, email: newAddress() });
      expect(first.statusCode).toBe(201);

      const other = await post(principal, '/api/users', key, { ...user, email: newAddress() });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ error: 'common.error.idempotencyKeyReused' });
    });

    it('still replays the same body under the same key, however its keys are ordered', async () => {
      const key = randomUUID();
      const email = newAddress();
      const first = await post(principal, '/api/invitations', key, { email, role: 'agent' });
      const again = await post(principal, '/api/invitations', key, { role: 'agent', email });

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    });

    it('on a pushed write: another body under a key already used by the route is 422', async () => {
      const key = randomUUID();
      const created = await post(teacher, '/api/achievements', key, makeAchievement());
      expect(created.statusCode).toBe(201);

      const response = await pushMutations(test.app, teacher, [
        { ...makeMutation('a', 'POST', '/achievements', makeAchievement()), idempotency_key: key },
      ]);
      const [outcome] = response.json<{ result: { outcomes: unknown[] } }>().result.outcomes;
      expect(outcome).toMatchObject({ status: 422, error: 'common.error.idempotencyKeyReused' });
    });
  },
);
