import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import {
  jobDutiesCriterionId,
  makeAchievement,
  teachingStrategiesCriterionId,
} from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { achievements } from '../../db/tables/achievements.ts';

describe.each(testDatabases())('achievements on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const school = await makeOrganization(testApp.connection.db);
    teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    await giveTrial(testApp.connection.db, teacher.id);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  async function create(user: TestUser, overrides: Record<string, unknown> = {}) {
    await giveTrial(testApp.connection.db, user.id);
    const response = await call(user, 'POST', '/api/achievements', makeAchievement(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().result;
  }

  async function uploadPdf(user: TestUser): Promise<string> {
    const response = await uploadEvidence(testApp.app, user, {
      content: Buffer.from('%PDF-1.7\nlesson plan'),
      fileName: 'plan.pdf',
    });
    return response.json().result.id;
  }

  describe('criteria', () => {
    it('lists the eleven teacher criteria in order with the Ministry’s weights', async () => {
      const response = await call(teacher, 'GET', '/api/criteria?job=teacher');

      expect(response.statusCode).toBe(200);
      const criteria = response.json().result;
      expect(criteria.map((criterion: { weight: number }) => criterion.weight)).toEqual([
        10, 10, 10, 10, 10, 10, 10, 5, 5, 10, 10,
      ]);
      expect(criteria[0]).toMatchObject({
        id: jobDutiesCriterionId,
        job: 'teacher',
        name_en: 'Performing job duties',
        name_ar: 'أداء الواجبات الوظيفية',
        sort_order: 1,
      });
      expect(criteria[10].name_ar).toBe('تنوع أساليب التقويم');
    });

    it('lists the teacher set by default and nothing for a job without a set', async () => {
      expect((await call(teacher, 'GET', '/api/criteria')).json().result).toHaveLength(11);
      expect((await call(teacher, 'GET', '/api/criteria?job=counsellor')).json().result).toEqual(
        [],
      );
    });
  });

  describe('writing', () => {
    it('creates version 1 with its criteria and files, and reads it back', async () => {
      const fileId = await uploadPdf(teacher);
      const body = makeAchievement({
        criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId],
        file_ids: [fileId],
        links: ['https://example.com/lesson'],
        evidence_type: 'document',
      });

      const created = await call(teacher, 'POST', '/api/achievements', body);

      expect(created.statusCode).toBe(201);
      expect(created.json().result).toMatchObject({
        id: body.id,
        owner_id: teacher.id,
        description: body.description,
        event_start_at: '2026-03-01T05:00:00.000Z',
        duration_minutes: 45,
        location: 'Room 12',
        criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId].sort(),
        evidence_type: 'document',
        files: [{ id: fileId, name: 'plan.pdf', mime_type: 'application/pdf' }],
        links: ['https://example.com/lesson'],
        version: 1,
      });
      const read = await call(teacher, 'GET', `/api/achievements/${String(body.id)}`);
      expect(read.json().result).toEqual(created.json().result);
    });

    it('updates with the current version and answers the next one', async () => {
      const created = await create(teacher);

      const updated = await call(teacher, 'PUT', `/api/achievements/${created.id}`, {
        ...makeAchievement({ description: 'Revised description' }),
        id: undefined,
        version: 1,
      });

      expect(updated.statusCode).toBe(200);
      expect(updated.json().result).toMatchObject({
        description: 'Revised description',
        version: 2,
      });
    });

    it('refuses a stale update with 409 and the server’s current record, without Retry-After', async () => {
      const created = await create(teacher);
      const change = makeAchievement({ id: undefined });
      await call(teacher, 'PUT', `/api/achievements/${created.id}`, { ...change, version: 1 });

      const stale = await call(teacher, 'PUT', `/api/achievements/${created.id}`, {
        ...change,
        description: 'Based on version 1',
        version: 1,
      });

      expect(stale.statusCode).toBe(409);
      expect(stale.headers['retry-after']).toBeUndefined();
      expect(stale.json()).toMatchObject({
        success: false,
        error: 'common.error.conflict',
        result: { id: created.id, version: 2, description: change.description },
      });
    });

    it('soft-deletes with the current version; a stale delete gets 409 with the record', async () => {
      const created = await create(teacher);

      const stale = await call(teacher, 'DELETE', `/api/achievements/${created.id}`, {
        version: 7,
      });
      const deleted = await call(teacher, 'DELETE', `/api/achievements/${created.id}`, {
        version: 1,
      });
      const again = await call(teacher, 'DELETE', `/api/achievements/${created.id}`, {
        version: 1,
      });

      expect(stale.statusCode).toBe(409);
      expect(stale.json().result).toMatchObject({ id: created.id, version: 1 });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().result.version).toBe(2);
      expect(again.statusCode).toBe(200);
      expect((await call(teacher, 'GET', `/api/achievements/${created.id}`)).statusCode).toBe(404);
      const [row] = await testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.id, created.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
    });

    it('answers 409 with the existing record when the same id is created again with new data', async () => {
      const created = await create(teacher);

      const duplicate = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ id: created.id, description: 'Another description' }),
      );

      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().result).toEqual(created);
    });

    it('answers 409 without the record when the id is another user’s', async () => {
      const created = await create(teacher);
      const other = await makeUser(testApp.connection.db);
      await giveTrial(testApp.connection.db, other.id);

      const response = await call(
        other,
        'POST',
        '/api/achievements',
        makeAchievement({ id: created.id }),
      );

      expect(response.statusCode).toBe(409);
      expect(response.json().result).toBeUndefined();
    });

    it('keeps one record for the same Idempotency-Key twice and replays the first answer', async () => {
      const key = randomUUID();
      const body = makeAchievement();

      const first = await call(teacher, 'POST', '/api/achievements', body, { idempotencyKey: key });
      const second = await call(teacher, 'POST', '/api/achievements', body, {
        idempotencyKey: key,
      });

      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toBe(first.body);
      const rows = await testApp.connection.db
        .select()
        .from(achievements)
        .where(eq(achievements.id, String(body.id)));
      expect(rows).toHaveLength(1);
    });

    it('refuses unknown criteria and files that are not the caller’s or already attached', async () => {
      const stranger = await makeUser(testApp.connection.db);
      await giveTrial(testApp.connection.db, stranger.id);
      const strangersFile = await uploadPdf(stranger);
      const attachedFile = await uploadPdf(teacher);
      await create(teacher, { file_ids: [attachedFile] });

      const unknownCriterion = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ criterion_ids: [randomUUID()] }),
      );
      const noCriterion = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ criterion_ids: [] }),
      );
      const foreignFile = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ file_ids: [strangersFile] }),
      );
      const reusedFile = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ file_ids: [attachedFile] }),
      );

      expect(unknownCriterion.statusCode).toBe(400);
      expect(unknownCriterion.json().errors).toEqual([
        { field: 'criterion_ids', key: 'validation.error.mustBeOneOf', params: {} },
      ]);
      expect(noCriterion.statusCode).toBe(400);
      expect(noCriterion.json().errors[0]).toMatchObject({ field: 'criterion_ids' });
      for (const response of [foreignFile, reusedFile]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ field: 'file_ids' });
      }
    });

    it('refuses files adding up to more than 100 MB with 413 validation.error.totalSizeExceeded', async () => {
      const fileIds = [await uploadPdf(teacher), await uploadPdf(teacher)];
      // Sizes recorded as 60 MB each, so the test never holds 100 MB in memory.
      for (const id of fileIds) {
        await testApp.connection.db
          .update(evidenceFiles)
          .set({ size: 60 * 1024 * 1024 })
          .where(eq(evidenceFiles.id, id));
      }

      const response = await call(
        teacher,
        'POST',
        '/api/achievements',
        makeAchievement({ file_ids: fileIds }),
      );

      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        error: 'validation.error.totalSizeExceeded',
        params: { max: '100 MB', bytes: 100 * 1024 * 1024 },
      });
    });
  });

  describe('reading', () => {
    let reader: TestUser;

    beforeAll(async () => {
      reader = await makeUser(testApp.connection.db);
      await create(reader, {
        description: 'زيارة صفية لدرس الكسور',
        event_start_at: '2026-01-10T09:00:00+03:00',
        criterion_ids: [teachingStrategiesCriterionId],
        evidence_type: 'video',
      });
      await create(reader, {
        description: 'Parents evening',
        location: 'Main HALL',
        event_start_at: '2026-02-20T18:00:00+03:00',
      });
      await create(reader, {
        description: 'Workshop',
        event_start_at: '2026-03-05T10:00:00+03:00',
        criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId],
      });
    });

    const descriptions = async (query: string) =>
      (await call(reader, 'GET', `/api/achievements${query}`))
        .json()
        .result.map((achievement: { description: string }) => achievement.description);

    it('lists the caller’s own achievements, newest event first', async () => {
      expect(await descriptions('')).toEqual([
        'Workshop',
        'Parents evening',
        'زيارة صفية لدرس الكسور',
      ]);
    });

    it('filters by criterion, evidence type, date range and text, Arabic included', async () => {
      expect(await descriptions(`?criterion_id=${teachingStrategiesCriterionId}`)).toEqual([
        'Workshop',
        'زيارة صفية لدرس الكسور',
      ]);
      expect(await descriptions('?evidence_type=video')).toEqual(['زيارة صفية لدرس الكسور']);
      expect(await descriptions('?from=2026-02-01&to=2026-02-28')).toEqual(['Parents evening']);
      expect(await descriptions('?q=main%20hall')).toEqual(['Parents evening']);
      expect(await descriptions(`?q=${encodeURIComponent('الكسور')}`)).toEqual([
        'زيارة صفية لدرس الكسور',
      ]);
      expect(await descriptions('?q=%25')).toEqual([]);
    });

    it('lists each achievement with its criteria and files as reading it alone does', async () => {
      const lister = await makeUser(testApp.connection.db);
      await giveTrial(testApp.connection.db, lister.id);
      const firstFile = await uploadPdf(lister);
      const secondFile = await uploadPdf(lister);
      const withFiles = await create(lister, {
        criterion_ids: [teachingStrategiesCriterionId, jobDutiesCriterionId],
        file_ids: [firstFile, secondFile],
        evidence_type: 'document',
        event_start_at: '2026-04-01T08:00:00Z',
      });
      const without = await create(lister, { event_start_at: '2026-03-01T08:00:00Z' });

      const list = (await call(lister, 'GET', '/api/achievements')).json().result;

      expect(list).toEqual([withFiles, without]);
      expect(list[0].criterion_ids).toEqual(
        [jobDutiesCriterionId, teachingStrategiesCriterionId].sort(),
      );
      expect(list[0].files.map((file: { id: string }) => file.id)).toEqual([firstFile, secondFile]);
      expect(list[1].files).toEqual([]);
    });

    it('answers 304 without a body while the list is unchanged, and the new list after a change', async () => {
      const owner = await makeUser(testApp.connection.db);
      const kept = await create(owner);
      const list = () => call(owner, 'GET', '/api/achievements');
      const revalidate = async (tag: string) =>
        testApp.app.inject({
          method: 'GET',
          url: '/api/achievements',
          headers: { ...(await bearer(testApp.app, owner)), 'if-none-match': tag },
        });

      const first = await list();
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const unchanged = await revalidate(tag);
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(tag);

      const tags = [tag];
      const expectOk = async (response: Promise<{ statusCode: number }>) =>
        expect((await response).statusCode).toBe(200);
      const changes = [
        () => create(owner),
        () =>
          expectOk(
            call(owner, 'PUT', `/api/achievements/${kept.id}`, {
              ...makeAchievement({ description: 'Revised' }),
              id: undefined,
              version: 1,
            }),
          ),
        () => expectOk(call(owner, 'DELETE', `/api/achievements/${kept.id}`, { version: 2 })),
      ];
      for (const change of changes) {
        await change();
        const changed = await revalidate(tags.at(-1) ?? '');
        expect(changed.statusCode).toBe(200);
        expect(changed.json().result).toEqual((await list()).json().result);
        tags.push(String(changed.headers.etag));
      }
      expect(new Set(tags).size).toBe(tags.length);
    });

    it('counts evidence per criterion, criteria without evidence included', async () => {
      const response = await call(reader, 'GET', '/api/achievements/coverage');

      const coverage: { criterion_id: string; achievement_count: number }[] =
        response.json().result;
      expect(coverage).toHaveLength(11);
      expect(coverage.find((row) => row.criterion_id === jobDutiesCriterionId)).toEqual({
        criterion_id: jobDutiesCriterionId,
        achievement_count: 2,
      });
      expect(
        coverage.find((row) => row.criterion_id === teachingStrategiesCriterionId)
          ?.achievement_count,
      ).toBe(2);
      expect(coverage.filter((row) => row.achievement_count === 0)).toHaveLength(9);
    });
  });

  describe('roles and organisations', () => {
    let schoolA: string;
    let teacherA: TestUser;
    let colleagueA: TestUser;
    let principalA: TestUser;
    let teacherB: TestUser;
    let principalB: TestUser;
    let superAdmin: TestUser;
    let achievementA: { id: string; files: { id: string }[] };

    beforeAll(async () => {
      const db = testApp.connection.db;
      schoolA = (await makeOrganization(db)).id;
      const schoolB = (await makeOrganization(db)).id;
      teacherA = await makeUser(db, { organizationId: schoolA, fullName: 'Amal' });
      colleagueA = await makeUser(db, { organizationId: schoolA, fullName: 'Basma' });
      principalA = await makeUser(db, { role: 'org_admin', organizationId: schoolA });
      teacherB = await makeUser(db, { organizationId: schoolB });
      principalB = await makeUser(db, { role: 'org_admin', organizationId: schoolB });
      superAdmin = await makeUser(db, { role: 'super_admin' });
      await giveTrial(db, teacherA.id);
      achievementA = await create(teacherA, { file_ids: [await uploadPdf(teacherA)] });
      await create(teacherB);
    });

    it('never shows a teacher another teacher’s achievements or files, in or out of school', async () => {
      for (const other of [colleagueA, teacherB]) {
        expect((await call(other, 'GET', '/api/achievements')).json().result).not.toContainEqual(
          expect.objectContaining({ id: achievementA.id }),
        );
        expect((await call(other, 'GET', `/api/achievements/${achievementA.id}`)).statusCode).toBe(
          404,
        );
        expect(
          (await call(other, 'GET', `/api/achievements?user_id=${teacherA.id}`)).statusCode,
        ).toBe(403);
        const fileId = achievementA.files[0]?.id ?? '';
        expect((await call(other, 'GET', `/api/files/${fileId}`)).statusCode).toBe(404);
      }
    });

    it('never answers 304 to another teacher holding a teacher’s list tag', async () => {
      const tagOfA = String((await call(teacherA, 'GET', '/api/achievements')).headers.etag);

      for (const other of [colleagueA, teacherB]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/achievements',
          headers: { ...(await bearer(testApp.app, other)), 'if-none-match': tagOfA },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().result).not.toContainEqual(
          expect.objectContaining({ id: achievementA.id }),
        );
      }
    });

    it('lets the principal read their staff’s achievements but not change them', async () => {
      const list = await call(principalA, 'GET', `/api/achievements?user_id=${teacherA.id}`);
      const one = await call(principalA, 'GET', `/api/achievements/${achievementA.id}`);
      const change = await call(principalA, 'PUT', `/api/achievements/${achievementA.id}`, {
        ...makeAchievement(),
        id: undefined,
        version: 1,
      });
      const removal = await call(principalA, 'DELETE', `/api/achievements/${achievementA.id}`, {
        version: 1,
      });

      expect(list.json().result.map((item: { id: string }) => item.id)).toEqual([achievementA.id]);
      expect(one.statusCode).toBe(200);
      expect(change.statusCode).toBe(403);
      expect(removal.statusCode).toBe(403);
    });

    it('answers 403 to a principal asking for another school’s teacher, 404 for nobody', async () => {
      const otherSchool = await call(principalB, 'GET', `/api/achievements?user_id=${teacherA.id}`);
      const nobody = await call(principalB, 'GET', `/api/achievements?user_id=${randomUUID()}`);

      expect(otherSchool.statusCode).toBe(403);
      expect(otherSchool.json().error).toBe('common.error.forbidden');
      expect(nobody.statusCode).toBe(404);
      expect(
        (await call(principalB, 'GET', `/api/achievements/${achievementA.id}`)).statusCode,
      ).toBe(404);
    });

    it('lets a super admin read anyone’s achievements', async () => {
      const list = await call(superAdmin, 'GET', `/api/achievements?user_id=${teacherB.id}`);

      expect(list.statusCode).toBe(200);
      expect(list.json().result).toHaveLength(1);
      expect(
        (await call(superAdmin, 'GET', `/api/achievements/${achievementA.id}`)).statusCode,
      ).toBe(200);
    });

    it('shows a principal each teacher’s coverage of their own school only', async () => {
      const own = await call(principalA, 'GET', '/api/organizations/current/staff-coverage');
      const asTeacher = await call(teacherA, 'GET', '/api/organizations/current/staff-coverage');
      const asSuperAdmin = await call(
        superAdmin,
        'GET',
        `/api/organizations/current/staff-coverage?organization_id=${schoolA}`,
      );

      expect(own.statusCode).toBe(200);
      expect(own.json().result).toEqual([
        {
          user_id: teacherA.id,
          full_name: 'Amal',
          email: teacherA.email,
          job_model: 'teacher',
          achievement_count: 1,
          covered_criteria: 1,
          total_criteria: 11,
          awaiting_review: 1,
          returned: 0,
        },
        expect.objectContaining({ user_id: colleagueA.id, achievement_count: 0 }),
      ]);
      expect(asTeacher.statusCode).toBe(403);
      expect(asSuperAdmin.json().result).toEqual(own.json().result);
    });
  });
});
