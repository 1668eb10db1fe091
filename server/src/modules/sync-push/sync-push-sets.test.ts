import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { pushSkippedStatus } from '../../../../contract/sync-push.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { idempotencyRecords } from '../../db/tables/idempotency-records.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import {
  jobDutiesCriterionId,
  makeAchievement,
  teachingStrategiesCriterionId,
} from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { makeMutation } from '../../testing/push-mutations.ts';
import { pushSuite } from '../../testing/push-suite.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';

// A batch is applied in one transaction, with runs of creates applied as sets
// (README.md, "Sets"); each outcome must still be what the mutation's route answers.
describe.each(testDatabases())('batched push applied as sets on $name', ({ name }) => {
  let teacher: TestUser;
  let colleague: TestUser;

  const suite = pushSuite(name, async (db) => {
    const school = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id });
    colleague = await makeUser(db, { organizationId: school.id });
    for (const user of [teacher, colleague]) await giveTrial(db, user.id);
  });
  const { call: route, push } = suite;

  async function uploadedFile(owner: TestUser) {
    const content = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadEvidence(suite.testApp.app, owner, { content, fileName: 'p.png' });
    expect(uploaded.statusCode).toBe(201);
    return String(uploaded.json().result.id);
  }

  async function storedKey(key: string) {
    const [record] = await suite.testApp.connection.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    return record;
  }

  const create = (body: Record<string, unknown>, recordKey = `achievement:${String(body.id)}`) =>
    makeMutation(recordKey, 'POST', '/achievements', body);

  it('answers a batch mixing good and bad mutations as each route would, applying only the good', async () => {
    const existing = (await route(teacher, 'POST', '/achievements', makeAchievement())).json()
      .result as { id: string; version: number };
    const [ownFile, othersFile] = [await uploadedFile(teacher), await uploadedFile(colleague)];
    const good = [
      makeAchievement({
        criterion_ids: [teachingStrategiesCriterionId, jobDutiesCriterionId, jobDutiesCriterionId],
        links: ['https://example.com/lesson'],
      }),
      makeAchievement(),
      makeAchievement({ file_ids: [ownFile] }),
      makeAchievement({ description: 'After the refusals' }),
    ];
    const unknownCriterion = makeAchievement({ criterion_ids: [randomUUID()] });
    const takenId = makeAchievement({ id: existing.id });
    const othersFileBody = makeAchievement({ file_ids: [othersFile] });
    const mutations = [
      create(good[0] ?? {}),
      create(unknownCriterion),
      create(good[1] ?? {}),
      create(takenId),
      create(good[2] ?? {}),
      create(othersFileBody),
      makeMutation(`achievement:${existing.id}`, 'DELETE', `/achievements/${existing.id}`, {
        version: 1,
      }),
      create(good[3] ?? {}),
      makeMutation(
        `achievement:${String(good[0]?.id)}`,
        'PUT',
        `/achievements/${String(good[0]?.id)}`,
        {
          ...good[0],
          description: 'Edited in the same batch',
          version: 1,
        },
      ),
    ];

    const outcomes = await push(teacher, mutations);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      201,
      400,
      201,
      409,
      201,
      400,
      pushSkippedStatus,
      201,
      200,
    ]);
    expect(outcomes[1]).toMatchObject({
      error: 'common.error.validation',
      errors: [{ field: 'criterion_ids', key: 'validation.error.mustBeOneOf' }],
    });
    expect(outcomes[3]).toMatchObject({
      error: 'common.error.conflict',
      result: { id: existing.id, version: 1 },
    });
    expect(outcomes[5]).toMatchObject({ errors: [{ field: 'file_ids' }] });
    expect(outcomes[6]).toMatchObject({ skipped: true });
    expect(outcomes[8]?.result).toMatchObject({
      version: 2,
      description: 'Edited in the same batch',
    });
    // A create answered from the set is what its route reads back, field for field.
    for (const index of [2, 4, 7]) {
      const outcome = outcomes[index];
      const read = await route(teacher, 'GET', `/achievements/${String(outcome?.result?.id)}`);
      expect(outcome?.result).toEqual(read.json().result);
    }
    expect(outcomes[0]?.result).toMatchObject({
      criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId].sort(),
      links: ['https://example.com/lesson'],
      version: 1,
    });
    expect(outcomes[4]?.result).toMatchObject({ files: [{ id: ownFile }] });
    for (const refused of [unknownCriterion, othersFileBody]) {
      const rows = await suite.testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.id, String(refused.id)));
      expect(rows).toEqual([]);
    }
    // Refusals are kept for replay as the route keeps them; the skipped key stays free.
    expect(await storedKey(mutations[1]?.idempotency_key ?? '')).toMatchObject({
      statusCode: 400,
    });
    expect(await storedKey(mutations[3]?.idempotency_key ?? '')).toMatchObject({
      statusCode: 409,
    });
    expect(await storedKey(mutations[6]?.idempotency_key ?? '')).toBeUndefined();
    expect(await storedKey(mutations[7]?.idempotency_key ?? '')).toMatchObject({
      statusCode: 201,
    });
  });

  it('applies a key repeated within a batch once and replays its answer to the repeat', async () => {
    const body = makeAchievement();
    const taken = makeAchievement({ id: body.id });
    const [key, takenKey, otherKey] = [randomUUID(), randomUUID(), randomUUID()];
    const mutations = [
      { ...create(body, 'a'), idempotency_key: key },
      { ...create(body, 'b'), idempotency_key: key },
      { ...create(taken, 'c'), idempotency_key: takenKey },
      { ...create(taken, 'd'), idempotency_key: takenKey },
      { ...create(makeAchievement(), 'e'), idempotency_key: otherKey },
      { ...create(makeAchievement(), 'f'), idempotency_key: otherKey },
    ];

    const outcomes = await push(teacher, mutations);

    expect(outcomes).toMatchObject([
      { status: 201 },
      { status: 201, replayed: true, result: outcomes[0]?.result },
      { status: 409, error: 'common.error.conflict' },
      { status: 409, replayed: true, error: 'common.error.conflict' },
      { status: 201 },
      { status: 422, error: 'common.error.idempotencyKeyReused' },
    ]);
    expect(outcomes[0]?.replayed).toBeUndefined();
    expect(outcomes[2]?.replayed).toBeUndefined();
    expect(outcomes[4]?.replayed).toBeUndefined();
    const rows = await suite.testApp.connection.db
      .select()
      .from(achievements)
      .where(eq(achievements.id, String(body.id)));
    expect(rows).toHaveLength(1);
  });

  it('replays a whole batch sent again, applying nothing twice', async () => {
    const bodies = Array.from({ length: 5 }, () => makeAchievement());
    const first = String(bodies[0]?.id);
    const mutations = [
      ...bodies.map((body) => create(body)),
      makeMutation(`achievement:${first}`, 'PUT', `/achievements/${first}`, {
        ...bodies[0],
        description: 'Edited once',
        version: 1,
      }),
    ];

    const sent = await push(teacher, mutations);
    const again = await push(teacher, mutations);

    expect(sent.map((outcome) => outcome.status)).toEqual([201, 201, 201, 201, 201, 200]);
    expect(sent.some((outcome) => outcome.replayed)).toBe(false);
    expect(again.map((outcome) => outcome.replayed)).toEqual(sent.map(() => true));
    expect(again.map((outcome) => outcome.result)).toEqual(sent.map((outcome) => outcome.result));
    for (const body of bodies) {
      const [row] = await suite.testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.id, String(body.id)));
      expect(row?.version).toBe(body === bodies[0] ? 2 : 1);
    }
  });

  it('replays a batch sent again whose keys hold quotes, commas, braces and Arabic', async () => {
    const keys = [`{"a",'b'}, ${randomUUID()}`, `مفتاح\\ ${randomUUID()}`];
    const mutations = keys.map((key) => ({ ...create(makeAchievement()), idempotency_key: key }));

    const sent = await push(teacher, mutations);
    const again = await push(teacher, mutations);

    expect(sent.map((outcome) => outcome.status)).toEqual([201, 201]);
    expect(again.map((outcome) => outcome.replayed)).toEqual([true, true]);
    for (const key of keys) expect(await storedKey(key)).toMatchObject({ statusCode: 201 });
  });

  // A batch whose keys are all free applies its writes first and claims its keys with their
  // answers at the end (README.md, "Sets"). A request that takes one of them meanwhile wins:
  // the batch is rolled back and applied again claiming first, which replays that answer.
  // Holding a key in an open transaction needs a second connection, which PGlite has not.
  it.runIf(name === 'postgres')(
    'gives way to a request that claims one of its keys while it applies, and replays its answer',
    async () => {
      const { db } = suite.testApp.connection;
      const [held, free] = [makeAchievement(), makeAchievement()];
      const mutations = [create(held), create(free)];
      const otherAnswer = { id: held.id, description: 'Kept by the other request' };
      let letGo = () => {};
      const holding = db.transaction(async (tx) => {
        await tx.insert(idempotencyRecords).values({
          userId: teacher.id,
          key: mutations[0]?.idempotency_key ?? '',
          method: 'POST',
          path: '/api/achievements',
          statusCode: 201,
          response: {
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ success: true, result: otherAnswer }),
          },
        });
        await new Promise<void>((resolve) => (letGo = resolve));
      });

      const pushing = push(teacher, mutations);
      // The batch has applied both creates and waits for the held key.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const rows = await executeRows<{ waiting: number }>(
          db,
          sql`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.waiting ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the batch never waited for the held key');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      letGo();
      await holding;
      const outcomes = await pushing;

      expect(outcomes).toMatchObject([
        { status: 201, replayed: true, result: otherAnswer },
        { status: 201, result: { id: free.id } },
      ]);
      expect(outcomes[1]?.replayed).toBeUndefined();
      const written = async (id: unknown) =>
        db
          .select()
          .from(achievements)
          .where(eq(achievements.id, String(id)));
      expect(await written(held.id)).toHaveLength(0);
      expect(await written(free.id)).toHaveLength(1);
      expect(await storedKey(mutations[1]?.idempotency_key ?? '')).toMatchObject({
        statusCode: 201,
      });
    },
  );

  it('answers every mutation of two batches that change the same records in opposite orders', async () => {
    const records = [
      (await route(teacher, 'POST', '/achievements', makeAchievement())).json().result,
      (await route(teacher, 'POST', '/achievements', makeAchievement())).json().result,
    ] as { id: string }[];
    const edit = ({ id }: { id: string }, description: string) =>
      makeMutation(`achievement:${id}`, 'PUT', `/achievements/${id}`, {
        ...makeAchievement({ id }),
        description,
        version: 1,
      });
    const forwards = records.map((record) => edit(record, 'forwards'));
    const backwards = [...records].reverse().map((record) => edit(record, 'backwards'));

    // On PostgreSQL the two transactions may deadlock; the one PostgreSQL aborts is then
    // applied one mutation at a time, and either way each record takes exactly one edit.
    const [one, other] = await Promise.all([push(teacher, forwards), push(teacher, backwards)]);

    for (const [index, record] of records.entries()) {
      const statuses = [one[index]?.status, other[records.length - 1 - index]?.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [row] = await suite.testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.id, record.id));
      expect(row?.version).toBe(2);
    }
  });
});
