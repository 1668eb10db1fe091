import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { jobDutiesCriterionId, makeAchievement } from '../../testing/make-achievement.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullAll } from '../../testing/pull-changes.ts';
import { testDatabases } from '../../testing/test-databases.ts';

const accountSize = 5_000;

describe.each(testDatabases())('sync pull of a large account on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    teacher = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, teacher.id);
    await testApp.connection.db.execute(sql`
      insert into achievements (id, owner_id, description, event_start_at, duration_minutes, evidence_type)
      select gen_random_uuid(), ${teacher.id}::uuid, 'Lesson ' || n, now() - n * interval '1 hour', 45, 'document'
      from generate_series(1, ${accountSize}) as n`);
    await testApp.connection.db.execute(sql`
      insert into achievement_criteria (achievement_id, criterion_id)
      select id, ${jobDutiesCriterionId}::uuid from achievements where owner_id = ${teacher.id}::uuid`);
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('loads a fresh device in full pages and then answers one change in a few bytes', async () => {
    const fullStarted = performance.now();
    const full = await pullAll(testApp.app, teacher, { limit: 500 });
    const fullMs = performance.now() - fullStarted;
    const pulled = full.changes.filter((change) => change.table === 'achievements');
    expect(new Set(pulled.map((change) => change.id)).size).toBe(accountSize);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(testApp.app, teacher),
      payload: makeAchievement(),
    });
    expect(response.statusCode).toBe(201);

    const oneStarted = performance.now();
    const pull = await testApp.app.inject({
      method: 'GET',
      url: `/api/sync/pull?cursor=${full.cursor}`,
      headers: await bearer(testApp.app, teacher),
    });
    const oneMs = performance.now() - oneStarted;
    expect(pull.json().result.changes).toHaveLength(1);
    const bytes = Buffer.byteLength(pull.body);
    console.info(
      `[${name}] full pull of ${accountSize} achievements: ${full.pages.length} pages in ` +
        `${Math.round(fullMs)} ms; one change: ${bytes} bytes in ${Math.round(oneMs)} ms`,
    );
    expect(bytes).toBeLessThan(5 * 1024);
    expect(oneMs).toBeLessThan(400);
  }, 120_000);
});
