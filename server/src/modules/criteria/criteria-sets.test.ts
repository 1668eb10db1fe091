import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

interface WireSet {
  job_model: string;
  criteria: { id: string; name_en: string; name_ar: string; weight: number }[];
}

const yearMs = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabases())('job models and their criteria sets on $name', ({ name }) => {
  let testApp: TestApp;
  let db: Database;
  let superAdmin: TestUser;
  let principal: TestUser;
  let schoolId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    db = testApp.connection.db;
    schoolId = (await makeOrganization(db)).id;
    await db.insert(subscriptions).values({
      organizationId: schoolId,
      planName: 'test',
      status: 'active',
      startsAt: new Date(Date.now() - yearMs / 12),
      endsAt: new Date(Date.now() + yearMs),
    });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    principal = await makeUser(db, { organizationId: schoolId, role: 'org_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  const counsellorSet = (weights: [number, number]) => ({
    criteria: [
      { name_en: 'Listening to students', name_ar: 'الإصغاء للطلاب', weight: weights[0] },
      { name_en: 'Guidance plans', name_ar: 'خطط التوجيه', weight: weights[1] },
    ],
  });

  it('lists every job model, the teacher’s set seeded as before and the others empty', async () => {
    const response = await call(superAdmin, 'GET', '/criteria-sets');
    expect(response.statusCode, response.body).toBe(200);
    const sets = response.json().result as WireSet[];
    expect(sets.map((set) => set.job_model)).toEqual([
      'teacher',
      'deputy',
      'principal',
      'student_counsellor',
      'kindergarten_teacher',
      'lab_technician',
      'activity_teacher',
      'health_counsellor',
    ]);
    const teacher = sets[0]?.criteria ?? [];
    expect(teacher).toHaveLength(11);
    expect(teacher.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(100);
    expect(sets.find((set) => set.job_model === 'lab_technician')?.criteria).toEqual([]);
  });

  it('keeps the sets to the super admin, and refuses weights that do not sum to 100', async () => {
    expect((await call(principal, 'GET', '/criteria-sets')).statusCode).toBe(403);
    expect(
      (await call(principal, 'PUT', '/criteria-sets/deputy', counsellorSet([50, 50]))).statusCode,
    ).toBe(403);
    const refused = await call(superAdmin, 'PUT', '/criteria-sets/deputy', counsellorSet([50, 40]));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'criteria', key: 'criteria.failed.weightsNot100' }),
    ]);
    const unknown = await call(
      superAdmin,
      'PUT',
      '/criteria-sets/janitor',
      counsellorSet([50, 50]),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('scores a member on their job model’s set once it has one, and on the teacher’s set before', async () => {
    const early = await makeUser(db, { organizationId: schoolId, jobModel: 'activity_teacher' });
    const startFor = async (member: TestUser) => {
      const response = await call(principal, 'POST', '/evaluations', {
        id: crypto.randomUUID(),
        evaluatee_id: member.id,
        school_year: '2026-2027',
        side: 'principal',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().result as { criteria_job: string; evaluatee_job_model: string };
    };
    expect(await startFor(early)).toMatchObject({
      criteria_job: 'teacher',
      evaluatee_job_model: 'activity_teacher',
    });

    const saved = await call(
      superAdmin,
      'PUT',
      '/criteria-sets/activity_teacher',
      counsellorSet([60, 40]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const set = saved.json().result as WireSet;
    expect(set.criteria.map((criterion) => [criterion.name_ar, criterion.weight])).toEqual([
      ['الإصغاء للطلاب', 60],
      ['خطط التوجيه', 40],
    ]);
    const late = await makeUser(db, { organizationId: schoolId, jobModel: 'activity_teacher' });
    expect(await startFor(late)).toMatchObject({ criteria_job: 'activity_teacher' });

    // The member's evidence coverage follows the same set.
    const coverage = await call(late, 'GET', '/achievements/coverage');
    expect(coverage.statusCode, coverage.body).toBe(200);
    expect(
      (coverage.json().result as { criterion_id: string }[]).map((row) => row.criterion_id),
    ).toEqual(set.criteria.map((criterion) => criterion.id));
  });

  it('edits a set in place, keeping the ids evidence uses, and refuses to remove a used criterion', async () => {
    const first = await call(
      superAdmin,
      'PUT',
      '/criteria-sets/lab_technician',
      counsellorSet([50, 50]),
    );
    const [kept, used] = (first.json().result as WireSet).criteria;
    if (!kept || !used) throw new Error('the set was not saved');
    const technician = await makeUser(db, { organizationId: schoolId, jobModel: 'lab_technician' });
    const evidence = await call(
      technician,
      'POST',
      '/achievements',
      makeAchievement({ criterion_ids: [used.id] }),
    );
    expect(evidence.statusCode, evidence.body).toBe(201);

    const renamed = await call(superAdmin, 'PUT', '/criteria-sets/lab_technician', {
      criteria: [
        { id: used.id, name_en: 'Safe lab work', name_ar: 'العمل الآمن في المختبر', weight: 70 },
        { id: kept.id, name_en: kept.name_en, name_ar: kept.name_ar, weight: 30 },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json().result as WireSet).criteria.map((criterion) => criterion.id)).toEqual([
      used.id,
      kept.id,
    ]);

    const removing = await call(superAdmin, 'PUT', '/criteria-sets/lab_technician', {
      criteria: [{ id: kept.id, name_en: 'All of it', name_ar: 'كل العمل', weight: 100 }],
    });
    expect(removing.statusCode, removing.body).toBe(422);
    expect(removing.json().error).toBe('criteria.failed.inUse');

    const removingUnused = await call(superAdmin, 'PUT', '/criteria-sets/lab_technician', {
      criteria: [
        { id: used.id, name_en: 'Safe lab work', name_ar: 'العمل الآمن في المختبر', weight: 100 },
      ],
    });
    expect(removingUnused.statusCode, removingUnused.body).toBe(200);
    const rows = await db.select().from(criteria).where(eq(criteria.job, 'lab_technician'));
    expect(rows.map((row) => row.id)).toEqual([used.id]);
  });
});
