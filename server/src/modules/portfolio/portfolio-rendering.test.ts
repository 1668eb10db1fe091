import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { postLongArabicEvidence } from '../../testing/long-arabic-evidence.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';

const pauseMs = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done()` holds, failing after `withinMs`. */
async function until(done: () => boolean, withinMs = 20_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await pause(10);
  }
}

// One thread, no queue: a second render while one runs is refused at once.
describe('portfolio rendering off the main thread', () => {
  let testApp: TestApp;
  const errorLines: string[] = [];
  let teacher: TestUser;
  let secondTeacher: TestUser;

  async function getPdf(user: TestUser, query: string, signal?: AbortSignal) {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/portfolio.pdf?year=2026&${query}`,
      headers: await bearer(testApp.app, user),
      ...(signal && { signal }),
    });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { PDF_RENDER_THREADS: '1', PDF_RENDER_QUEUE: '0', LOG_LEVEL: 'error' },
      logStream: { write: (line) => errorLines.push(line) },
    });
    const db = testApp.connection.db;
    const school = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id, locale: 'ar' });
    secondTeacher = await makeUser(db, { organizationId: school.id, locale: 'ar' });
    for (const owner of [teacher, secondTeacher]) {
      await giveTrial(db, owner.id);
      const criteria = await testApp.app.inject({
        method: 'GET',
        url: '/api/criteria',
        headers: await bearer(testApp.app, owner),
      });
      const ids = (criteria.json().result as { id: string }[]).map((criterion) => criterion.id);
      await postLongArabicEvidence(testApp.app, owner, { count: 8, criterionIds: ids.slice(0, 3) });
    }
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('answers /api/health within 200 ms all the while a long Arabic portfolio renders', async () => {
    let rendered = false;
    const pdf = getPdf(teacher, 'lang=ar').finally(() => {
      rendered = true;
    });
    // In one process a blocked event loop delays the asking too: time each answer from the
    // moment the previous one came back, less the pause between them.
    const answerTimes: number[] = [];
    let previous = performance.now();
    while (!rendered) {
      await pause(pauseMs);
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const answeredAt = performance.now();
      answerTimes.push(answeredAt - previous - pauseMs);
      previous = answeredAt;
    }

    expect((await pdf).statusCode).toBe(200);
    // Rendered on the main thread, one answer waited the whole render (8.7 s here). A busy
    // machine's scheduler still stalls a thread now and then, so the bound is on 19 answers
    // in 20, and a looser one on all; bench/ measures the slowest against 200 ms.
    const sorted = answerTimes.toSorted((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(200);
    expect(sorted.at(-1)).toBeLessThan(1_000);
    expect(answerTimes.length).toBeGreaterThan(3);
  }, 120_000);

  it('renders the same portfolio once when it is asked for twice', async () => {
    const first = await getPdf(teacher, 'lang=ar');
    const rendersBefore = testApp.app.portfolioPdfs.renders;

    const second = await getPdf(teacher, 'lang=ar');

    expect(second.statusCode).toBe(200);
    expect(testApp.app.portfolioPdfs.renders).toBe(rendersBefore);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  }, 120_000);

  it('answers 503 busy with Retry-After when every thread and queue place is taken', async () => {
    const running = getPdf(teacher, 'lang=en');
    await until(() => testApp.app.portfolioPdfs.rendering === 1);

    const refused = await getPdf(secondTeacher, 'lang=en');

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, error: 'common.error.busy' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await running).statusCode).toBe(200);
  }, 120_000);

  it('stops a render when its client goes away, freeing the thread at once and logging no error', async () => {
    const client = new AbortController();
    errorLines.length = 0;
    const cancelledBefore = testApp.app.portfolioPdfs.cancelled;
    const abandoned = getPdf(secondTeacher, 'lang=ar', client.signal).catch(() => undefined);
    await until(() => testApp.app.portfolioPdfs.rendering === 1);

    client.abort();
    await abandoned;
    await until(() => testApp.app.portfolioPdfs.rendering === 0, 2_000);

    expect(testApp.app.portfolioPdfs.cancelled).toBe(cancelledBefore + 1);
    await pause(pauseMs);
    // A client that leaves is no server error (the bench counts the error lines servers log).
    expect(errorLines).toEqual([]);
    const next = await getPdf(secondTeacher, 'lang=en');
    expect(next.statusCode).toBe(200);
  }, 120_000);
});

describe('portfolio rendering time budget', () => {
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PDF_RENDER_BUDGET_MS: '1000' } });
    const db = testApp.connection.db;
    teacher = await makeUser(db, { locale: 'ar' });
    await giveTrial(db, teacher.id);
    const criteria = await testApp.app.inject({
      method: 'GET',
      url: '/api/criteria',
      headers: await bearer(testApp.app, teacher),
    });
    const ids = (criteria.json().result as { id: string }[]).map((criterion) => criterion.id);
    await postLongArabicEvidence(testApp.app, teacher, { count: 12, criterionIds: ids });
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 busy with Retry-After when a document outruns its time budget', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/portfolio.pdf?year=2026&lang=ar',
      headers: await bearer(testApp.app, teacher),
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'common.error.busy' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(testApp.app.portfolioPdfs.rendering).toBe(0);
  }, 120_000);
});
