import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { lettersOnly, normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { evaluateAsPrincipal } from '../../testing/principal-evaluation.ts';
import { seededTeacherSet } from '../../testing/seeded-teacher-set.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';

interface WireForm {
  id: string;
  version: number;
}

const year = '2026-2027';
const dayMs = 24 * 60 * 60 * 1000;
const [first = '', second = ''] = seededTeacherSet;

/** The portfolio's evaluation summary tells the objection: each item, its answer, the rating. */
describe.each(testDatabases())('the objection in the portfolio PDF on $name', ({ name }) => {
  // Finalised on 10 May 2027, objected on the 12th, answered on the 14th.
  const clock = testClock(new Date('2027-05-10T09:00:00Z'));
  let testApp: TestApp;
  let principal: TestUser;
  let teacher: TestUser;

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function ok(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().result as WireForm;
  }

  async function portfolio(lang: 'en' | 'ar') {
    const response = await call(teacher, 'GET', `/portfolio.pdf?year=2026&lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return pdfText(response.rawPayload);
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    const db = testApp.connection.db;
    const school = await makeOrganization(db);
    principal = await makeUser(db, {
      organizationId: school.id,
      role: 'org_admin',
      fullName: 'Fatima Al-Otaibi',
    });
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Sara Ahmed' });
    await giveTrial(db, principal.id, clock.now());
    await giveTrial(db, teacher.id, clock.now());

    // 3.5 at finalisation (rating 4): five 10 % criteria at 4, the rest at 3.
    let form = await evaluateAsPrincipal<WireForm>(call, principal, teacher.id, {
      schoolYear: year,
      scoreOf: (index) => (index < 5 ? 4 : 3),
    });
    clock.advance(2 * dayMs);
    form = await ok(
      await call(teacher, 'POST', `/evaluations/${form.id}/objection`, {
        items: [
          { criterion_id: first, reason: 'My open lessons were not counted' },
          { criterion_id: second, reason: 'تواصلت مع أولياء الأمور كل أسبوع' },
        ],
        version: form.version,
      }),
    );
    clock.advance(2 * dayMs);
    form = await ok(
      await call(principal, 'POST', `/evaluations/${form.id}/objection/answers/${first}`, {
        decision: 'kept',
        comment: 'Seen in the visits',
        version: form.version,
      }),
    );
    // The second from 4 to 2 (weight 10): 3.5 - 0.2 = 3.3, rating 3.
    await ok(
      await call(principal, 'POST', `/evaluations/${form.id}/objection/answers/${second}`, {
        decision: 'changed',
        new_score: 2,
        comment: '',
        version: form.version,
      }),
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('names each objected criterion with the reason, the answer and its date, and the rating before and after, in English', async () => {
    const text = normalisedText(await portfolio('en'));
    expect(text).toContain('Overall rating: 3 of 5 (Met expectations)');
    expect(text).toContain('Objection sent by the staff member on May 12, 2027');
    expect(text).toContain('Reason: My open lessons were not counted');
    expect(text).toContain('The principal kept the score (4 of 5) on May 14, 2027');
    expect(text).toContain('Principal’s comment: Seen in the visits');
    expect(text).toContain('The principal changed the score from 4 to 2 on May 14, 2027');
    expect(text).toContain('Overall rating before the objection: 4; after it: 3');
  });

  it('tells the same in Arabic', async () => {
    const text = await portfolio('ar');
    // pdftotext moves the harakat about (portfolio.test.ts): compared without them.
    const bare = (words: string) => lettersOnly(words).replace(/[\u064b-\u0652]/g, '');
    const letters = bare(text);
    expect(letters).toContain(bare('الاعتراض'));
    expect(letters).toContain(bare('تواصلت مع أولياء الأمور كل أسبوع'));
    expect(letters).toContain(bare('أبقى قائد المدرسة الدرجة'));
    expect(letters).toContain(bare('غيّر قائد المدرسة الدرجة'));
    expect(letters).toContain('14مايو2027');
    expect(letters).toContain(bare('التقدير العام قبل الاعتراض'));
    expect(text).not.toContain('Reason:');
  });
});
