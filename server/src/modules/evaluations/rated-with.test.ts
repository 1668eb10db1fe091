import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { evaluateAsPrincipal } from '../../testing/principal-evaluation.ts';
import { testDatabases } from '../../testing/test-databases.ts';

interface WireForm {
  id: string;
  version: number;
  weighted_score: number;
  overall_rating: number | null;
}
interface WireCriterion {
  id: string;
  name_en: string;
  name_ar: string;
  weight: number;
}

const year = '2026-2027';

/**
 * A finalised form keeps the weights it was rated with: the super admin's later edit of the
 * set changes drafts, not the objection's recomputation nor the Faris sheet
 * (docs/evaluation-rating.md, "The weights a form was rated with").
 */
describe.each(testDatabases())(
  'the weights a finalised form was rated with on $name',
  ({ name }) => {
    let testApp: TestApp;
    let db: Database;
    let principal: TestUser;
    let teacher: TestUser;
    let superAdmin: TestUser;
    let teacherSet: WireCriterion[];

    const call = apiCaller(() => testApp.app, { prefix: '/api' });

    async function ok<T = WireForm>(response: Awaited<ReturnType<typeof call>>) {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().result as T;
    }

    beforeAll(async () => {
      testApp = await buildTestApp({ database: name });
      db = testApp.connection.db;
      const school = await makeOrganization(db);
      principal = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
      teacher = await makeUser(db, { organizationId: school.id, fullName: 'Sara Ahmed' });
      superAdmin = await makeUser(db, { role: 'super_admin' });
      await giveTrial(db, principal.id);
      const sets = await ok<{ job_model: string; criteria: WireCriterion[] }[]>(
        await call(superAdmin, 'GET', '/criteria-sets'),
      );
      teacherSet = sets.find((set) => set.job_model === 'teacher')?.criteria ?? [];
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('recomputes an answered objection and draws the Faris sheet on the weights of finalisation', async () => {
      let form = await evaluateAsPrincipal<WireForm>(call, principal, teacher.id, {
        schoolYear: year,
        criterionIds: teacherSet.map((criterion) => criterion.id),
      });
      expect(form).toMatchObject({ weighted_score: 3, overall_rating: 3 });

      // The super admin gives the first criterion half the weight and adds a twelfth.
      const [first, ...rest] = teacherSet;
      if (!first) throw new Error('the teacher set is seeded');
      await ok(
        await call(superAdmin, 'PUT', '/criteria-sets/teacher', {
          criteria: [
            { ...first, weight: 45 },
            ...rest.map((criterion) => ({ ...criterion, weight: 5 })),
            { name_en: 'Added after finalisation', name_ar: 'أضيف بعد الاعتماد', weight: 5 },
          ],
        }),
      );

      form = await ok(
        await call(teacher, 'POST', `/evaluations/${form.id}/objection`, {
          items: [{ criterion_id: first.id, reason: 'My evidence shows more' }],
          version: form.version,
        }),
      );
      form = await ok(
        await call(principal, 'POST', `/evaluations/${form.id}/objection/answers/${first.id}`, {
          decision: 'changed',
          new_score: 5,
          comment: 'Fair point',
          version: form.version,
        }),
      );
      // On the weights of finalisation (10 of 100) 3 to 5 adds 0.2; on today's (45) it would add 0.9.
      expect(form).toMatchObject({ weighted_score: 3.2, overall_rating: 3 });

      const sheets = await call(
        principal,
        'GET',
        `/evaluations/faris-sheets.pdf?school_year=${year}&lang=en`,
      );
      expect(sheets.statusCode, sheets.body).toBe(200);
      const text = normalisedText(pdfText(sheets.rawPayload));
      expect(text).toContain('Staff member: Sara Ahmed');
      expect(text).toContain('Overall rating: 3 (Met expectations)');
      expect(text).toContain('11. ');
      expect(text).not.toContain('Added after finalisation');
    });
  },
);
