import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../../db/database.ts';
import { apiCaller } from '../../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { giveTrial } from '../../../testing/give-trial.ts';
import { makeOrganization, type TestOrganization } from '../../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../../testing/make-user.ts';
import { evaluateAsPrincipal } from '../../../testing/principal-evaluation.ts';
import { lettersOnly, normalisedText, pdfText } from '../../../testing/pdf-text.ts';
import { testDatabases } from '../../../testing/test-databases.ts';

const year = '2026-2027';

describe.each(testDatabases())('Faris entry sheets on $name', ({ name }) => {
  let testApp: TestApp;
  let db: Database;
  let school: TestOrganization;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;
  let sara: TestUser;
  let huda: TestUser;

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  /** The principal scores every criterion (`scoreOf`), writes both texts and finalises if asked. */
  const evaluate = (
    teacher: TestUser,
    scoreOf: (index: number) => number,
    strengths: string,
    finalise: boolean,
  ) =>
    evaluateAsPrincipal(call, principal, teacher.id, {
      schoolYear: year,
      scoreOf,
      strengths,
      developmentAreas: 'Vary the assessment methods',
      finalise,
    });

  const download = (user: TestUser, query: string) =>
    call(user, 'GET', `/evaluations/faris-sheets.pdf?${query}`);

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    db = testApp.connection.db;
    school = await makeOrganization(db, { name: 'Al Noor School' });
    const otherSchool = await makeOrganization(db);
    principal = await makeUser(db, {
      fullName: 'Fatimah',
      organizationId: school.id,
      role: 'org_admin',
    });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    sara = await makeUser(db, { fullName: 'Sara Ahmed', organizationId: school.id });
    huda = await makeUser(db, { fullName: 'Huda Ali', organizationId: school.id });
    const draftOnly = await makeUser(db, { fullName: 'Omar Draft', organizationId: school.id });
    await giveTrial(db, principal.id);
    // 3.5: five 10 % criteria at 4, the rest at 3.
    await evaluate(sara, (index) => (index < 5 ? 4 : 3), 'Clear lesson plans', true);
    await evaluate(huda, () => 5, 'Outstanding classroom climate', true);
    await evaluate(draftOnly, () => 2, 'Not yet', false);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a teacher and a principal naming another school, and asks the super admin which school', async () => {
    expect((await download(sara, `school_year=${year}`)).statusCode).toBe(403);
    expect((await download(otherPrincipal, `organization_id=${school.id}`)).statusCode).toBe(403);
    const unnamed = await download(superAdmin, `school_year=${year}`);
    expect(unnamed.statusCode).toBe(400);
  });

  it('gives the principal a page per finalised evaluation, by name, drafts left out', async () => {
    const response = await download(principal, `school_year=${year}&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'Faris%20entry%20sheets%20-%20Al%20Noor%20School%20-%202026-2027.pdf',
    );
    const pdf = response.rawPayload;
    const first = normalisedText(pdfText(pdf, { first: 1, last: 1 }));
    const second = normalisedText(pdfText(pdf, { first: 2, last: 2 }));
    expect(normalisedText(pdfText(pdf))).not.toContain('Omar Draft');
    const pages = pdfText(pdf)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);

    expect(first).toContain('Staff member: Huda Ali');
    expect(first).toContain('Overall rating: 5 (Exemplary)');
    expect(second).toContain('Staff member: Sara Ahmed');
    expect(second).toContain('School: Al Noor School · School year 2026-2027');
    // The criteria in the Ministry's order, each with its integer score.
    expect(second).toMatch(
      /1\. Performing job duties 4 2\. Interaction with the professional community 4/,
    );
    expect(second).toMatch(/11\. Diversifying assessment methods 3/);
    expect(second).toContain('Overall rating: 4 (Exceeded expectations)');
    expect(second).toContain('Weighted score: 3.50');
    expect(second).toContain('Strengths Clear lesson plans');
    expect(second).toContain('Areas for development Vary the assessment methods');
    expect(second).toContain('Finalised by Fatimah');
  });

  it('writes the sheets in Arabic, the criterion named as the guide does', async () => {
    const response = await download(principal, `school_year=${year}&lang=ar`);
    expect(response.statusCode).toBe(200);
    const text = lettersOnly(pdfText(response.rawPayload, { first: 2, last: 2 }));
    expect(text).toContain(lettersOnly('بطاقة إدخال فارس'));
    expect(text).toContain(lettersOnly('تهيئة البيئة التعليمية'));
    expect(text).toContain(lettersOnly('تخطى التوقعات'));
    expect(text).toContain(lettersOnly('نقاط القوة'));
  });

  it('gives another school’s principal a file with no sheet of this school', async () => {
    const response = await download(otherPrincipal, `school_year=${year}&lang=en`);
    expect(response.statusCode).toBe(200);
    const text = normalisedText(pdfText(response.rawPayload));
    expect(text).toContain('No evaluation of this school year is finalised yet.');
    expect(text).not.toContain('Sara');
  });
});
