import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evaluationFormId } from '../../../../contract/evaluation-form-id.ts';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullAll } from '../../testing/pull-changes.ts';
import { evaluateAsPrincipal } from '../../testing/principal-evaluation.ts';
import { makeMutation, pushMutations } from '../../testing/push-mutations.ts';
import { seededTeacherSet } from '../../testing/seeded-teacher-set.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { schoolEvaluationResults } from './school-evaluation-results.ts';

interface WireForm {
  id: string;
  status: string;
  version: number;
  weighted_score: number;
  overall_rating: number | null;
  scores: { criterion_id: string; score: number }[];
  objection: {
    status: string;
    items: {
      criterion_id: string;
      reason: string;
      achievement_ids: string[];
      answer: { decision: string; from_score: number; to_score: number } | null;
    }[];
  } | null;
  objection_open_until: string | null;
  not_evaluated_reason: string | null;
  history: {
    kind: string;
    criterion_id?: string;
    from_weighted_score?: number;
    to_weighted_score?: number;
    from_rating?: number | null;
    to_rating?: number | null;
  }[];
}

const dayMs = 24 * 60 * 60 * 1000;
const yearMs = 365 * dayMs;
const [firstCriterion = '', secondCriterion = ''] = seededTeacherSet;
const year = '2026-2027';

describe.each(testDatabases())('objection and eligibility on $name', ({ name }) => {
  const clock = testClock();
  let testApp: TestApp;
  let db: Database;
  let school: TestOrganization;
  let otherSchool: TestOrganization;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    db = testApp.connection.db;
    school = await makeOrganization(db);
    otherSchool = await makeOrganization(db);
    for (const organizationId of [school.id, otherSchool.id]) {
      await db.insert(subscriptions).values({
        organizationId,
        planName: 'test',
        status: 'active',
        startsAt: new Date(Date.now() - yearMs / 12),
        endsAt: new Date(Date.now() + 5 * yearMs),
      });
    }
    principal = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    superAdmin = await makeUser(db, { role: 'super_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const newTeacher = (organizationId = school.id) =>
    makeUser(db, { organizationId, fullName: 'Huda' });

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function ok<T = WireForm>(response: Awaited<ReturnType<typeof call>>, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().result as T;
  }

  function refused(response: Awaited<ReturnType<typeof call>>, status: number, key?: string) {
    expect(response.statusCode, response.body).toBe(status);
    if (key) expect(response.json().error).toBe(key);
  }

  const finalisedFor = async (teacher: TestUser) =>
    evaluateAsPrincipal<WireForm>(call, principal, teacher.id, { schoolYear: year });

  async function achievementOf(teacher: TestUser) {
    const body = makeAchievement();
    await ok(await call(teacher, 'POST', '/achievements', body), 201);
    return String(body.id);
  }

  const objection = (form: WireForm, items: object[]) => ({ items, version: form.version });
  const objectCall = (teacher: TestUser, form: WireForm, items: object[]) =>
    call(teacher, 'POST', `/evaluations/${form.id}/objection`, objection(form, items));
  const answerCall = (user: TestUser, form: WireForm, criterionId: string, answer: object) =>
    call(user, 'POST', `/evaluations/${form.id}/objection/answers/${criterionId}`, {
      ...answer,
      version: form.version,
    });

  describe('objection', () => {
    it('lets the teacher object to a criterion with a reason and her own evidence, once, within the window', async () => {
      const teacher = await newTeacher();
      const evidence = await achievementOf(teacher);
      const form = await finalisedFor(teacher);
      expect(form.objection).toBeNull();
      expect(Date.parse(form.objection_open_until ?? '')).toBe(clock.now().getTime() + 10 * dayMs);

      const objected = await ok(
        await objectCall(teacher, form, [
          { criterion_id: firstCriterion, reason: 'My open lessons', achievement_ids: [evidence] },
        ]),
      );
      expect(objected.objection).toMatchObject({
        status: 'open',
        items: [
          {
            criterion_id: firstCriterion,
            reason: 'My open lessons',
            achievement_ids: [evidence],
            answer: null,
          },
        ],
      });
      expect(objected.history.map((step) => step.kind)).toEqual(['objected']);

      refused(
        await objectCall(teacher, objected, [{ criterion_id: secondCriterion, reason: 'Again' }]),
        422,
        'evaluations.failed.objectionNotAllowed',
      );
    });

    it('refuses anyone but the teacher herself, and evidence that is not hers', async () => {
      const teacher = await newTeacher();
      const colleague = await newTeacher();
      const colleaguesEvidence = await achievementOf(colleague);
      const form = await finalisedFor(teacher);
      const item = { criterion_id: firstCriterion, reason: 'Not fair' };
      refused(await objectCall(colleague, form, [item]), 404);
      refused(await objectCall(principal, form, [item]), 403);
      refused(await objectCall(otherPrincipal, form, [item]), 404);
      refused(
        await objectCall(teacher, form, [{ ...item, achievement_ids: [colleaguesEvidence] }]),
        422,
        'evaluations.failed.objectionEvidence',
      );
      refused(
        await objectCall(teacher, form, [item, item]),
        422,
        'evaluations.failed.objectionCriterion',
      );
      refused(await objectCall(teacher, form, []), 400);
    });

    it('refuses an objection to a draft, and one after the school’s window, with a translated key', async () => {
      const teacher = await newTeacher();
      const form = await finalisedFor(teacher);
      clock.advance(10 * dayMs + 60_000);
      try {
        refused(
          await objectCall(teacher, form, [{ criterion_id: firstCriterion, reason: 'Late' }]),
          422,
          'evaluations.failed.objectionWindowClosed',
        );
        // The school widens its window: the same objection is in time again.
        await ok(
          await call(principal, 'PUT', '/organizations/current/evaluation-settings', {
            objection_window_days: 20,
          }),
        );
        await ok(
          await objectCall(teacher, form, [{ criterion_id: firstCriterion, reason: 'In time' }]),
        );
      } finally {
        clock.advance(-(10 * dayMs + 60_000));
        await call(principal, 'PUT', '/organizations/current/evaluation-settings', {
          objection_window_days: 10,
        });
      }
    });

    it('keeps the window setting to the school’s principal, within 1 to 60 days', async () => {
      const teacher = await newTeacher();
      refused(
        await call(teacher, 'PUT', '/organizations/current/evaluation-settings', {
          objection_window_days: 30,
        }),
        403,
      );
      refused(
        await call(principal, 'PUT', '/organizations/current/evaluation-settings', {
          objection_window_days: 0,
        }),
        400,
      );
      expect(
        await ok(await call(principal, 'GET', '/organizations/current/evaluation-settings')),
      ).toEqual({ objection_window_days: 10 });
    });

    it('lets only the principal of her school answer each item; a change recomputes the weighted score and rating, every step in the history', async () => {
      const teacher = await newTeacher();
      const form = await finalisedFor(teacher);
      expect(form).toMatchObject({ weighted_score: 3, overall_rating: 3 });
      const objected = await ok(
        await objectCall(teacher, form, [
          { criterion_id: firstCriterion, reason: 'One' },
          { criterion_id: secondCriterion, reason: 'Two' },
        ]),
      );
      const kept = { decision: 'kept', comment: 'The evidence was seen' };
      refused(await answerCall(teacher, objected, firstCriterion, kept), 403);
      refused(await answerCall(otherPrincipal, objected, firstCriterion, kept), 404);
      refused(await answerCall(superAdmin, objected, firstCriterion, kept), 403);
      refused(await answerCall(principal, objected, firstCriterion, { decision: 'changed' }), 400);
      refused(
        await answerCall(principal, objected, firstCriterion, {
          decision: 'changed',
          new_score: 3,
        }),
        422,
        'evaluations.failed.objectionScoreUnchanged',
      );

      const first = await ok(await answerCall(principal, objected, firstCriterion, kept));
      expect(first.objection?.status).toBe('open');
      expect(first.weighted_score).toBe(3);
      const second = await ok(
        await answerCall(principal, first, secondCriterion, {
          decision: 'changed',
          new_score: 5,
          comment: 'Fair point',
        }),
      );
      // 3 on every criterion weighs 3; the second (weight 10 of 100) from 3 to 5 adds 0.2.
      expect(second).toMatchObject({ weighted_score: 3.2, overall_rating: 3 });
      expect(second.scores.find((entry) => entry.criterion_id === secondCriterion)?.score).toBe(5);
      expect(second.objection).toMatchObject({
        status: 'answered',
        items: [
          { answer: { decision: 'kept', from_score: 3, to_score: 3 } },
          { answer: { decision: 'changed', from_score: 3, to_score: 5 } },
        ],
      });
      expect(second.history.map((step) => step.kind)).toEqual([
        'objected',
        'objection_answered',
        'objection_answered',
        'result_recomputed',
      ]);
      expect(second.history[3]).toMatchObject({
        from_weighted_score: 3,
        to_weighted_score: 3.2,
        from_rating: 3,
        to_rating: 3,
      });
      refused(
        await answerCall(principal, second, firstCriterion, kept),
        422,
        'evaluations.failed.objectionAnswered',
      );

      // The teacher's device pulls the answered form.
      const { changes } = await pullAll(testApp.app, teacher);
      const pulled = changes.find(
        (change) => change.table === 'evaluations' && change.op === 'put' && change.id === form.id,
      );
      expect(pulled).toMatchObject({ record: { objection: { status: 'answered' } } });
    });

    it('takes an objection written offline through the batched push', async () => {
      const teacher = await newTeacher();
      const form = await finalisedFor(teacher);
      const response = await pushMutations(testApp.app, teacher, [
        makeMutation(
          `evaluations:${form.id}`,
          'POST',
          `/evaluations/${form.id}/objection`,
          objection(form, [{ criterion_id: firstCriterion, reason: 'Written offline' }]),
        ),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result.outcomes[0]).toMatchObject({ status: 200 });
      const read = await ok(await call(principal, 'GET', `/evaluations/${form.id}`));
      expect(read.objection?.items[0]?.reason).toBe('Written offline');
    });
  });

  describe('eligibility', () => {
    const exemptUrl = (member: TestUser) => `/users/${member.id}/evaluation-exemptions/${year}`;

    it('lets the principal of the school mark a teacher as not evaluated with a listed reason, and undo it', async () => {
      const teacher = await newTeacher();
      const reasons = await ok<{ code: string }[]>(
        await call(teacher, 'GET', '/evaluation-exemption-reasons'),
      );
      expect(reasons.map((reason) => reason.code)).toEqual([
        'under_three_months',
        'long_leave',
        'secondment',
        'transfer',
        'probation',
      ]);
      refused(await call(teacher, 'PUT', exemptUrl(teacher), { reason_code: 'long_leave' }), 403);
      refused(
        await call(otherPrincipal, 'PUT', exemptUrl(teacher), { reason_code: 'long_leave' }),
        403,
      );
      refused(
        await call(superAdmin, 'PUT', exemptUrl(teacher), { reason_code: 'long_leave' }),
        403,
      );
      refused(
        await call(principal, 'PUT', exemptUrl(teacher), { reason_code: 'holiday' }),
        422,
        'evaluations.failed.unknownExemptionReason',
      );
      const saved = await ok<{ reason_code: string }>(
        await call(principal, 'PUT', exemptUrl(teacher), { reason_code: 'secondment' }),
      );
      expect(saved.reason_code).toBe('secondment');
      const listed = await ok<{ user_id: string }[]>(
        await call(principal, 'GET', `/evaluation-exemptions?school_year=${year}`),
      );
      expect(listed.map((entry) => entry.user_id)).toContain(teacher.id);
      const elsewhere = await ok<{ user_id: string }[]>(
        await call(otherPrincipal, 'GET', `/evaluation-exemptions?school_year=${year}`),
      );
      expect(elsewhere.map((entry) => entry.user_id)).not.toContain(teacher.id);

      refused(await call(otherPrincipal, 'DELETE', exemptUrl(teacher)), 403);
      await ok(await call(principal, 'DELETE', exemptUrl(teacher)));
      const after = await ok<{ user_id: string }[]>(
        await call(principal, 'GET', `/evaluation-exemptions?school_year=${year}`),
      );
      expect(after.map((entry) => entry.user_id)).not.toContain(teacher.id);
    });

    it('keeps a draft but refuses to score it while the teacher is not evaluated, and leaves her out of the results', async () => {
      const teacher = await newTeacher();
      const draft = await ok(
        await call(principal, 'POST', '/evaluations', {
          id: evaluationFormId(teacher.id, year, 'principal'),
          evaluatee_id: teacher.id,
          school_year: year,
          side: 'principal',
        }),
        201,
      );
      const before = await pullAll(testApp.app, principal);
      await ok(await call(principal, 'PUT', exemptUrl(teacher), { reason_code: 'long_leave' }));
      // The principal's device hears of it: the form comes again, with the reason.
      const { changes } = await pullAll(testApp.app, principal, { cursor: before.cursor });
      expect(
        changes.find((change) => change.table === 'evaluations' && change.id === draft.id),
      ).toMatchObject({ op: 'put', record: { not_evaluated_reason: 'long_leave' } });
      const read = await ok(await call(principal, 'GET', `/evaluations/${draft.id}`));
      expect(read.not_evaluated_reason).toBe('long_leave');
      refused(
        await call(principal, 'PUT', `/evaluations/${draft.id}/scores/${firstCriterion}`, {
          score: 4,
          note: '',
          version: read.version,
        }),
        422,
        'evaluations.failed.notEvaluatedThisYear',
      );
      const viewer = { ...principal, tokenId: '', tokenExpiresAt: new Date(), tokenIsStale: false };
      const results = await schoolEvaluationResults(
        db,
        viewer as AuthenticatedUser,
        school.id,
        year,
      );
      expect(results.staff.map((member) => member.email)).not.toContain(teacher.email);

      await ok(await call(principal, 'DELETE', exemptUrl(teacher)));
      await ok(
        await call(principal, 'PUT', `/evaluations/${draft.id}/scores/${firstCriterion}`, {
          score: 4,
          note: '',
          version: read.version,
        }),
      );
      const back = await schoolEvaluationResults(db, viewer as AuthenticatedUser, school.id, year);
      expect(back.staff.map((member) => member.email)).toContain(teacher.email);
    });

    it('refuses a teacher not evaluated this year her self-assessment, and tells her why', async () => {
      const teacher = await newTeacher();
      const selfId = evaluationFormId(teacher.id, year, 'self');
      const started = await ok(
        await call(teacher, 'POST', '/evaluations', {
          id: selfId,
          evaluatee_id: teacher.id,
          school_year: year,
          side: 'self',
        }),
        201,
      );
      await ok(await call(principal, 'PUT', exemptUrl(teacher), { reason_code: 'secondment' }));
      refused(
        await call(teacher, 'PUT', `/evaluations/${selfId}/scores/${firstCriterion}`, {
          score: 4,
          note: '',
          version: started.version,
        }),
        422,
        'evaluations.failed.selfNotEvaluatedThisYear',
      );
      refused(
        await call(teacher, 'POST', `/evaluations/${selfId}/submit`, { version: started.version }),
        422,
        'evaluations.failed.selfNotEvaluatedThisYear',
      );
      const other = await newTeacher();
      await ok(await call(principal, 'PUT', exemptUrl(other), { reason_code: 'probation' }));
      refused(
        await call(other, 'POST', '/evaluations', {
          id: evaluationFormId(other.id, year, 'self'),
          evaluatee_id: other.id,
          school_year: year,
          side: 'self',
        }),
        422,
        'evaluations.failed.selfNotEvaluatedThisYear',
      );
      // Her own line, and no one else's: the app says why before she starts.
      const own = await ok<{ user_id: string; reason_code: string }[]>(
        await call(other, 'GET', `/evaluation-exemptions?school_year=${year}`),
      );
      expect(own).toEqual([
        expect.objectContaining({ user_id: other.id, reason_code: 'probation' }),
      ]);
    });

    it('refuses to start an evaluation of a teacher not evaluated, and to leave out one already finalised', async () => {
      const teacher = await newTeacher();
      await ok(await call(principal, 'PUT', exemptUrl(teacher), { reason_code: 'transfer' }));
      refused(
        await call(principal, 'POST', '/evaluations', {
          id: evaluationFormId(teacher.id, year, 'principal'),
          evaluatee_id: teacher.id,
          school_year: year,
          side: 'principal',
        }),
        422,
        'evaluations.failed.notEvaluatedThisYear',
      );
      const finalisedTeacher = await newTeacher();
      await finalisedFor(finalisedTeacher);
      refused(
        await call(principal, 'PUT', exemptUrl(finalisedTeacher), { reason_code: 'transfer' }),
        422,
        'evaluations.failed.exemptionAfterFinalised',
      );
    });
  });
});
