import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evaluationFormId } from '../../../../contract/evaluation-form-id.ts';
import type { Database } from '../../db/database.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { evaluationBands } from '../../db/tables/evaluations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullAll } from '../../testing/pull-changes.ts';
import { testDatabases } from '../../testing/test-databases.ts';

type Side = 'principal' | 'self';
interface WireForm {
  id: string;
  side: Side;
  status: string;
  version: number;
  weighted_score: number;
  overall_rating: number | null;
  strengths: string;
  development_areas: string;
  history: { kind: string; previous_total: number | null }[];
  scores: { criterion_id: string; score: number; note: string }[];
  closed_by_id: string | null;
  acknowledged_at: string | null;
  acknowledgement_comment: string;
}

const yearMs = 365 * 24 * 60 * 60 * 1000;
const teacherSet = [...Array(11).keys()].map(
  (index) => `0195f3a0-0000-7000-8000-0000000000${(index + 1).toString(16).padStart(2, '0')}`,
);
const [firstCriterion = '', secondCriterion = ''] = teacherSet;
/** The seeded level of rating 3 (0015_rating_strengths.sql). */
const metExpectationsLevel = '0195f3a0-0000-7000-8000-0000000000b3';
const year = '2026-2027';

async function subscribe(db: Database, organizationId: string) {
  await db.insert(subscriptions).values({
    organizationId,
    planName: 'test',
    status: 'active',
    startsAt: new Date(Date.now() - yearMs / 12),
    endsAt: new Date(Date.now() + yearMs),
  });
}

describe.each(testDatabases())('evaluation forms on $name', ({ name }) => {
  let testApp: TestApp;
  let db: Database;
  let school: TestOrganization;
  let principal: TestUser;
  let deputy: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    db = testApp.connection.db;
    school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    await subscribe(db, school.id);
    await subscribe(db, otherSchool.id);
    principal = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    deputy = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    superAdmin = await makeUser(db, { role: 'super_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const newTeacher = () => makeUser(db, { organizationId: school.id, fullName: 'Huda' });

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function ok(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<WireForm> {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().result as WireForm;
  }

  function refused(response: Awaited<ReturnType<typeof call>>, status: number, key?: string) {
    expect(response.statusCode, response.body).toBe(status);
    if (key) expect(response.json().error).toBe(key);
  }

  const startBody = (evaluatee: TestUser, side: Side, schoolYear = year) => ({
    id: evaluationFormId(evaluatee.id, schoolYear, side),
    evaluatee_id: evaluatee.id,
    school_year: schoolYear,
    side,
  });

  async function start(author: TestUser, evaluatee: TestUser, side: Side) {
    return ok(await call(author, 'POST', '/evaluations', startBody(evaluatee, side)), 201);
  }

  const scoreCall = (author: TestUser, form: WireForm, criterionId: string, score: number) =>
    call(author, 'PUT', `/evaluations/${form.id}/scores/${criterionId}`, {
      score,
      note: `note ${score}`,
      version: form.version,
    });

  /** Scores every criterion of the teacher set: `scoreOf(index)`, 4 by default. */
  async function scoreAll(author: TestUser, form: WireForm, scoreOf = (_index: number) => 4) {
    let current = form;
    for (const [index, criterionId] of teacherSet.entries()) {
      current = await ok(await scoreCall(author, current, criterionId, scoreOf(index)));
    }
    return current;
  }

  const finalise = (author: TestUser, form: WireForm) =>
    call(author, 'POST', `/evaluations/${form.id}/finalise`, { version: form.version });

  const feedbackCall = (
    author: TestUser,
    form: WireForm,
    strengths = 'Clear lesson plans',
    developmentAreas = 'Vary the assessment',
  ) =>
    call(author, 'PUT', `/evaluations/${form.id}/written-feedback`, {
      strengths,
      development_areas: developmentAreas,
      version: form.version,
    });

  /** Every criterion scored (4 by default) and the strengths and areas written. */
  async function readyToFinalise(form: WireForm, scoreOf?: (index: number) => number) {
    return ok(await feedbackCall(principal, await scoreAll(principal, form, scoreOf)));
  }

  async function finalisedFor(teacher: TestUser) {
    const ready = await readyToFinalise(await start(principal, teacher, 'principal'));
    return ok(await finalise(principal, ready));
  }

  async function pulledForms(user: TestUser) {
    const { changes } = await pullAll(testApp.app, user);
    return changes.filter((change) => change.table === 'evaluations' && change.op === 'put');
  }

  describe('the weighted score and the overall rating', () => {
    it('the seeded teacher set weighs 100 in all, and names the learning environment as the guide does', async () => {
      const rows = await db.select().from(criteria).where(eq(criteria.job, 'teacher'));
      expect(rows.reduce((sum, row) => sum + row.weight, 0)).toBe(100);
      expect(rows.map((row) => row.id).sort()).toEqual(teacherSet);
      expect(rows.map((row) => row.nameAr)).toContain('تهيئة البيئة التعليمية');
    });

    it('rates 1-5 once every criterion is scored, rounding halves up', async () => {
      const form = await start(principal, await newTeacher(), 'principal');
      const partial = await ok(await scoreCall(principal, form, firstCriterion, 5));
      expect(partial).toMatchObject({ weighted_score: 5, overall_rating: null, status: 'draft' });

      // 3 on the nine criteria weighing 90, 5 on the two weighing 5: (270 + 50) / 100 = 3.2.
      const three = await scoreAll(principal, partial, (index) =>
        index === 7 || index === 8 ? 5 : 3,
      );
      expect(three).toMatchObject({ weighted_score: 3.2, overall_rating: 3 });
      // Four criteria at 4 and the rest at 3, the 5 % ones included: (4 * 40 + 3 * 60) / 100 = 3.4.
      const below = await scoreAll(principal, three, (index) => (index < 4 ? 4 : 3));
      expect(below).toMatchObject({ weighted_score: 3.4, overall_rating: 3 });
      // One more at 4: 3.5, a half, goes up.
      const half = await ok(await scoreCall(principal, below, teacherSet[4] ?? '', 4));
      expect(half).toMatchObject({ weighted_score: 3.5, overall_rating: 4 });
      // A 5 % criterion down to 2 from the 3.5: 3.45 stays at 3.
      const justBelow = await ok(await scoreCall(principal, half, teacherSet[7] ?? '', 2));
      expect(justBelow).toMatchObject({ weighted_score: 3.45, overall_rating: 3 });
    });

    it('names each level from the levels table: a corrected label shows on a finalised form', async () => {
      const teacher = await newTeacher();
      const finalised = await finalisedFor(teacher);
      expect(finalised).toMatchObject({ weighted_score: 4, overall_rating: 4 });
      const levels = await db.select().from(evaluationBands);
      expect(
        levels.map((level) => [level.rating, level.nameAr, level.curveSharePercent]).sort(),
      ).toEqual([
        [1, 'غير مرضٍ', null],
        [2, 'بحاجة إلى تطوير', null],
        [3, 'وافق التوقعات', null],
        [4, 'تخطى التوقعات', 25],
        [5, 'مثالي', 20],
      ]);
      await db
        .update(evaluationBands)
        .set({ nameEn: 'Met the expectations' })
        .where(eq(evaluationBands.id, metExpectationsLevel));
      try {
        const [level] = await db
          .select()
          .from(evaluationBands)
          .where(eq(evaluationBands.rating, 3));
        expect(level?.nameEn).toBe('Met the expectations');
      } finally {
        await db
          .update(evaluationBands)
          .set({ nameEn: 'Met expectations' })
          .where(eq(evaluationBands.id, metExpectationsLevel));
      }
    });
  });

  describe('strengths and areas for development', () => {
    it('refuses to finalise without them, with a field error for each', async () => {
      const scored = await scoreAll(
        principal,
        await start(principal, await newTeacher(), 'principal'),
      );
      const refusal = await finalise(principal, scored);
      refused(refusal, 422, 'evaluations.failed.writtenFeedbackMissing');
      expect(refusal.json().errors).toEqual([
        { field: 'strengths', key: 'validation.error.required', params: {} },
        { field: 'development_areas', key: 'validation.error.required', params: {} },
      ]);

      const onlyStrengths = await ok(await feedbackCall(principal, scored, 'Punctual', '  '));
      expect(onlyStrengths).toMatchObject({ strengths: 'Punctual', development_areas: '' });
      const second = await finalise(principal, onlyStrengths);
      refused(second, 422, 'evaluations.failed.writtenFeedbackMissing');
      expect(second.json().errors).toEqual([
        { field: 'development_areas', key: 'validation.error.required', params: {} },
      ]);

      const both = await ok(await feedbackCall(principal, onlyStrengths));
      const finalised = await ok(await finalise(principal, both));
      expect(finalised).toMatchObject({
        status: 'finalised',
        overall_rating: 4,
        strengths: 'Clear lesson plans',
        development_areas: 'Vary the assessment',
      });
      refused(await feedbackCall(principal, finalised), 422, 'evaluations.failed.readOnly');
    });

    it('are written by the evaluator only: not the teacher, not on a self-assessment, not past the limit', async () => {
      const teacher = await newTeacher();
      const draft = await start(principal, teacher, 'principal');
      refused(await feedbackCall(teacher, draft), 404);
      refused(await feedbackCall(otherPrincipal, draft), 404);
      const self = await start(teacher, teacher, 'self');
      refused(
        await feedbackCall(teacher, self),
        422,
        'evaluations.failed.writtenFeedbackPrincipalOnly',
      );
      const tooLong = await feedbackCall(principal, draft, 'x'.repeat(4001));
      refused(tooLong, 400);
      expect(tooLong.json().errors[0]).toMatchObject({ field: 'strengths' });
    });

    it('reach the teacher only once the evaluation is finalised', async () => {
      const teacher = await newTeacher();
      const ready = await readyToFinalise(await start(principal, teacher, 'principal'));
      refused(await call(teacher, 'GET', `/evaluations/${ready.id}`), 404);
      await ok(await finalise(principal, ready));
      expect(await ok(await call(teacher, 'GET', `/evaluations/${ready.id}`))).toMatchObject({
        strengths: 'Clear lesson plans',
        development_areas: 'Vary the assessment',
        overall_rating: 4,
      });
    });
  });

  describe('who evaluates whom', () => {
    it('refuses a principal evaluating themself, a co-principal, or another school’s teacher', async () => {
      refused(
        await call(principal, 'POST', '/evaluations', startBody(principal, 'principal')),
        403,
        'evaluations.failed.notEvaluator',
      );
      refused(
        await call(principal, 'POST', '/evaluations', startBody(deputy, 'principal')),
        403,
        'evaluations.failed.notEvaluator',
      );
      refused(
        await call(
          otherPrincipal,
          'POST',
          '/evaluations',
          startBody(await newTeacher(), 'principal'),
        ),
        403,
        'evaluations.failed.notEvaluator',
      );
    });

    it('lets the super admin evaluate a principal, whose co-principal cannot read it', async () => {
      const form = await start(superAdmin, deputy, 'principal');
      await ok(await scoreCall(superAdmin, form, firstCriterion, 3));
      refused(await call(principal, 'GET', `/evaluations/${form.id}`), 404);
      refused(await call(deputy, 'GET', `/evaluations/${form.id}`), 404);
      refused(await call(principal, 'GET', `/users/${deputy.id}/evaluations`), 403);
    });

    it('keeps another school’s principal out of a form and its list', async () => {
      const teacher = await newTeacher();
      const form = await start(principal, teacher, 'principal');
      refused(await call(otherPrincipal, 'GET', `/evaluations/${form.id}`), 404);
      refused(await call(otherPrincipal, 'GET', `/users/${teacher.id}/evaluations`), 403);
      refused(await scoreCall(otherPrincipal, form, firstCriterion, 5), 404);
    });

    it('refuses the teacher writing the principal’s side, and the principal writing the self-assessment', async () => {
      const teacher = await newTeacher();
      refused(
        await call(teacher, 'POST', '/evaluations', startBody(teacher, 'principal')),
        403,
        'evaluations.failed.notEvaluator',
      );
      refused(await call(principal, 'POST', '/evaluations', startBody(teacher, 'self')), 403);

      const evaluation = await start(principal, teacher, 'principal');
      refused(await scoreCall(teacher, evaluation, firstCriterion, 5), 404);
      const self = await scoreAll(teacher, await start(teacher, teacher, 'self'));
      refused(await scoreCall(principal, self, firstCriterion, 1), 404);
      const submitted = await ok(
        await call(teacher, 'POST', `/evaluations/${self.id}/submit`, { version: self.version }),
      );
      refused(await scoreCall(principal, submitted, firstCriterion, 1), 403);
      refused(await finalise(principal, submitted), 403);

      const finalised = await ok(await finalise(principal, await readyToFinalise(evaluation)));
      refused(await scoreCall(teacher, finalised, firstCriterion, 5), 403);
    });
  });

  describe('what is checked', () => {
    it('takes whole scores 1 to 5, notes up to 2000 characters and years like 2026-2027', async () => {
      const teacher = await newTeacher();
      const form = await start(principal, teacher, 'principal');
      for (const score of [0, 6, 2.5])
        refused(await scoreCall(principal, form, firstCriterion, score), 400);
      refused(
        await call(principal, 'PUT', `/evaluations/${form.id}/scores/${firstCriterion}`, {
          score: 3,
          note: 'x'.repeat(2001),
          version: form.version,
        }),
        400,
      );
      for (const schoolYear of ['2026', '2026-2028', '26-27']) {
        refused(
          await call(
            principal,
            'POST',
            '/evaluations',
            startBody(teacher, 'principal', schoolYear),
          ),
          400,
        );
      }
    });

    it('refuses a criterion outside the teacher’s set', async () => {
      const form = await start(principal, await newTeacher(), 'principal');
      refused(
        await scoreCall(principal, form, randomUUID(), 3),
        422,
        'evaluations.failed.criterionNotInSet',
      );
    });

    it('answers a stale version with 409 and the server’s copy', async () => {
      const form = await start(principal, await newTeacher(), 'principal');
      const moved = await ok(await scoreCall(principal, form, firstCriterion, 2));
      const stale = await scoreCall(deputy, form, secondCriterion, 5);
      refused(stale, 409, 'common.error.conflict');
      expect(stale.json().result).toMatchObject({ id: form.id, version: moved.version });
    });

    it('answers a second start of the same form with the form, and another id for it with 409', async () => {
      const teacher = await newTeacher();
      const first = await ok(
        await scoreCall(principal, await start(principal, teacher, 'principal'), firstCriterion, 4),
      );
      expect(await start(deputy, teacher, 'principal')).toMatchObject({
        id: first.id,
        version: first.version,
      });
      const other = await call(principal, 'POST', '/evaluations', {
        ...startBody(teacher, 'principal'),
        id: randomUUID(),
      });
      refused(other, 409, 'evaluations.failed.alreadyExists');
      expect(other.json().result).toMatchObject({ id: first.id });
    });
  });

  describe('finalising and acknowledging', () => {
    it('finalises only a complete form, which is then read-only', async () => {
      const form = await start(principal, await newTeacher(), 'principal');
      const partial = await ok(await scoreCall(principal, form, firstCriterion, 5));
      refused(await finalise(principal, partial), 422, 'evaluations.failed.incomplete');

      const finalised = await ok(await finalise(principal, await readyToFinalise(partial)));
      expect(finalised).toMatchObject({ status: 'finalised', closed_by_id: principal.id });
      refused(
        await scoreCall(principal, finalised, firstCriterion, 1),
        422,
        'evaluations.failed.readOnly',
      );
      refused(await finalise(principal, finalised), 422, 'evaluations.failed.invalidTransition');
    });

    it('is acknowledged by the teacher only, only once finalised, with the time and a comment', async () => {
      const teacher = await newTeacher();
      const draft = await start(principal, teacher, 'principal');
      const acknowledge = (user: TestUser, form: WireForm, comment = '') =>
        call(user, 'POST', `/evaluations/${form.id}/acknowledge`, {
          comment,
          version: form.version,
        });
      refused(await acknowledge(teacher, draft), 404);

      const finalised = await ok(await finalise(principal, await readyToFinalise(draft)));
      refused(await acknowledge(principal, finalised), 403);
      const acknowledged = await ok(await acknowledge(teacher, finalised, 'Thank you'));
      expect(acknowledged).toMatchObject({
        status: 'acknowledged',
        acknowledgement_comment: 'Thank you',
      });
      expect(Date.parse(acknowledged.acknowledged_at ?? '')).not.toBeNaN();
      refused(
        await acknowledge(teacher, acknowledged),
        422,
        'evaluations.failed.invalidTransition',
      );
    });

    it('closes the self-assessment once the evaluation is finalised', async () => {
      const teacher = await newTeacher();
      const self = await start(teacher, teacher, 'self');
      await finalisedFor(teacher);
      refused(
        await scoreCall(teacher, self, firstCriterion, 5),
        422,
        'evaluations.failed.selfAssessmentClosed',
      );
    });
  });

  describe('who sees a draft', () => {
    it('hides the principal’s draft from the teacher, through the reads and the pull, until it is finalised', async () => {
      const teacher = await newTeacher();
      const draft = await readyToFinalise(await start(principal, teacher, 'principal'));

      refused(await call(teacher, 'GET', `/evaluations/${draft.id}`), 404);
      expect((await call(teacher, 'GET', '/evaluations')).json().result).toEqual([]);
      expect(await pulledForms(teacher)).toEqual([]);
      expect((await pulledForms(principal)).map((change) => change.id)).toContain(draft.id);
      expect((await pulledForms(deputy)).map((change) => change.id)).toContain(draft.id);
      expect((await pulledForms(otherPrincipal)).map((change) => change.id)).not.toContain(
        draft.id,
      );

      await ok(await finalise(principal, draft));
      expect(await ok(await call(teacher, 'GET', `/evaluations/${draft.id}`))).toMatchObject({
        status: 'finalised',
      });
      const pulled = await pulledForms(teacher);
      expect(pulled.map((change) => change.id)).toEqual([draft.id]);
      expect(pulled[0]?.record).toMatchObject({
        overall_rating: 4,
        weighted_score: 4,
        strengths: 'Clear lesson plans',
        development_areas: 'Vary the assessment',
      });
    });

    it('follows people between roles and schools: a new principal gets the forms, a departed teacher’s leave', async () => {
      const teacher = await newTeacher();
      const draft = await start(principal, teacher, 'principal');
      const promoted = await newTeacher();
      await db.update(users).set({ role: 'org_admin' }).where(eq(users.id, promoted.id));
      expect(
        (await pulledForms({ ...promoted, role: 'org_admin' })).map((change) => change.id),
      ).toContain(draft.id);

      const { cursor } = await pullAll(testApp.app, principal);
      const elsewhere = await makeOrganization(db);
      await db.update(users).set({ organizationId: elsewhere.id }).where(eq(users.id, teacher.id));
      const { changes } = await pullAll(testApp.app, principal, { cursor });
      expect(changes).toContainEqual({ table: 'evaluations', op: 'delete', id: draft.id });
    });

    it('shows the principal the self-assessment once the teacher submits it', async () => {
      const teacher = await newTeacher();
      const self = await scoreAll(teacher, await start(teacher, teacher, 'self'), () => 5);

      refused(await call(principal, 'GET', `/evaluations/${self.id}`), 404);
      expect(
        (await call(principal, 'GET', `/users/${teacher.id}/evaluations`)).json().result,
      ).toEqual([]);
      expect((await pulledForms(principal)).map((change) => change.id)).not.toContain(self.id);
      expect((await pulledForms(teacher)).map((change) => change.id)).toEqual([self.id]);

      const submitted = await ok(
        await call(teacher, 'POST', `/evaluations/${self.id}/submit`, { version: self.version }),
      );
      expect(submitted).toMatchObject({
        status: 'submitted',
        weighted_score: 5,
        overall_rating: 5,
        strengths: '',
      });
      expect(await ok(await call(principal, 'GET', `/evaluations/${self.id}`))).toMatchObject({
        status: 'submitted',
      });
      expect((await pulledForms(principal)).map((change) => change.id)).toContain(self.id);
    });
  });
});
