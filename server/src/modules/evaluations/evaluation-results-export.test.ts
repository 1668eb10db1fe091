import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evaluationFormId } from '../../../../contract/evaluation-form-id.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import type { Database } from '../../db/database.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { evaluationBands } from '../../db/tables/evaluations.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';

type Side = 'principal' | 'self';
/** A criterion's id and score, and its note when one is written. */
type ScoreEntry = [criterionId: string, score: number, note?: string];
type Row = (string | number | Date | null)[];
interface CriterionNames {
  id: string;
  nameEn: string;
  nameAr: string;
}

const year = '2026-2027';
const principalNote = 'Every lesson plan was on time';
const selfNote = '=I planned each unit with my colleagues';
/** The seeded level of rating 4 (0015_rating_strengths.sql). */
const exceededLevel = '0195f3a0-0000-7000-8000-0000000000b2';
const counsellorSet = [
  { code: 'C1', nameEn: 'Guidance sessions', nameAr: 'جلسات الإرشاد' },
  { code: 'C2', nameEn: 'Case follow-up', nameAr: 'متابعة الحالات' },
];

/** The sheet as rows of plain values, the header first. */
function rowsOf(sheet: ExcelJS.Worksheet): Row[] {
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Row = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      cells.push(value === undefined ? null : (value as Row[number]));
    }
    rows.push(cells);
  });
  return rows;
}

describe.each(testDatabases())('school evaluation results spreadsheet on $name', ({ name }) => {
  let testApp: TestApp;
  let db: Database;
  let school: TestOrganization;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;
  let finalisedTeacher: TestUser;
  let draftTeacher: TestUser;
  let notStartedTeacher: TestUser;
  let counsellor: TestUser;
  let teacherCriteria: CriterionNames[];
  let counsellorCriteria: CriterionNames[];

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function written(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().result as { id: string; version: number };
  }

  /** Starts a side, scores the given criteria in turn, and closes it when asked. */
  async function fillForm(
    author: TestUser,
    evaluatee: TestUser,
    side: Side,
    scores: ScoreEntry[],
    close: boolean,
  ) {
    let form = await written(
      await call(author, 'POST', '/evaluations', {
        id: evaluationFormId(evaluatee.id, year, side),
        evaluatee_id: evaluatee.id,
        school_year: year,
        side,
      }),
    );
    for (const [criterionId, score, note = ''] of scores) {
      form = await written(
        await call(author, 'PUT', `/evaluations/${form.id}/scores/${criterionId}`, {
          score,
          note,
          version: form.version,
        }),
      );
    }
    if (close && side === 'principal') {
      form = await written(
        await call(author, 'PUT', `/evaluations/${form.id}/written-feedback`, {
          strengths: 'Clear lesson plans',
          development_areas: 'Vary the assessment',
          version: form.version,
        }),
      );
    }
    if (close) {
      const step = side === 'principal' ? 'finalise' : 'submit';
      await written(
        await call(author, 'POST', `/evaluations/${form.id}/${step}`, { version: form.version }),
      );
    }
  }

  /** Every teacher criterion at one score, the first with a note when one is given. */
  const allTeacherCriteria = (score: number, firstNote?: string): ScoreEntry[] =>
    teacherCriteria.map((criterion, index) =>
      index === 0 && firstNote ? [criterion.id, score, firstNote] : [criterion.id, score],
    );

  async function download(user: TestUser, query: string) {
    return call(user, 'GET', `/evaluations/export.xlsx?${query}`);
  }

  async function sheetOf(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer.
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    return sheet;
  }

  /** The row of a staff member, by their email, as header → value. */
  function rowOf(rows: Row[], person: TestUser): Record<string, Row[number]> {
    const [header = [], ...body] = rows;
    const row = body.find((cells) => cells[1] === person.email);
    if (!row) throw new Error(`${person.fullName} is not in the sheet`);
    return Object.fromEntries(header.map((title, index) => [String(title), row[index] ?? null]));
  }

  /** Corrects the English label of rating 4, as the table allows without code. */
  async function labelExceededAs(nameEn: string) {
    await db.update(evaluationBands).set({ nameEn }).where(eq(evaluationBands.id, exceededLevel));
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    db = testApp.connection.db;
    school = await makeOrganization(db, { name: 'مدرسة النور' });
    const otherSchool = await makeOrganization(db);
    principal = await makeUser(db, {
      fullName: 'Fatimah',
      organizationId: school.id,
      role: 'org_admin',
    });
    await makeUser(db, {
      fullName: 'Deputy',
      organizationId: school.id,
      role: 'org_admin',
    });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    finalisedTeacher = await makeUser(db, {
      fullName: 'سارة أحمد',
      job: 'teacher',
      organizationId: school.id,
    });
    draftTeacher = await makeUser(db, { fullName: 'Huda', organizationId: school.id });
    notStartedTeacher = await makeUser(db, { fullName: 'Omar', organizationId: school.id });
    counsellor = await makeUser(db, {
      fullName: 'Nora',
      job: 'counsellor',
      jobModel: 'student_counsellor',
      organizationId: school.id,
    });
    await makeUser(db, { fullName: 'Gone', organizationId: school.id, isActive: false });
    await makeUser(db, { fullName: 'Elsewhere', organizationId: otherSchool.id });
    for (const user of [principal, finalisedTeacher]) await giveTrial(db, user.id);

    teacherCriteria = await db
      .select({ id: criteria.id, nameEn: criteria.nameEn, nameAr: criteria.nameAr })
      .from(criteria)
      .where(eq(criteria.job, 'teacher'))
      .orderBy(asc(criteria.sortOrder));
    counsellorCriteria = await db
      .insert(criteria)
      .values(
        counsellorSet.map((criterion, index) => ({
          id: uuidv7(),
          job: 'student_counsellor',
          version: 1,
          weight: 50,
          sortOrder: index + 1,
          ...criterion,
        })),
      )
      .returning({ id: criteria.id, nameEn: criteria.nameEn, nameAr: criteria.nameAr });

    // The self-assessment closes when the evaluation is finalised: it is submitted first.
    await fillForm(
      finalisedTeacher,
      finalisedTeacher,
      'self',
      allTeacherCriteria(5, selfNote),
      true,
    );
    await fillForm(
      principal,
      finalisedTeacher,
      'principal',
      allTeacherCriteria(4, principalNote),
      true,
    );
    await fillForm(principal, draftTeacher, 'principal', allTeacherCriteria(4), false);
    await fillForm(
      principal,
      counsellor,
      'principal',
      counsellorCriteria.map((criterion) => [criterion.id, 3]),
      false,
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('who downloads', () => {
    it('refuses a teacher, and a principal naming another school', async () => {
      expect((await download(finalisedTeacher, `school_year=${year}`)).statusCode).toBe(403);
      const otherSchool = await download(otherPrincipal, `organization_id=${school.id}`);
      expect(otherSchool.statusCode).toBe(403);
    });

    it('asks the super admin which school', async () => {
      const response = await download(superAdmin, `school_year=${year}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'organization_id', key: 'validation.error.required' }),
      ]);
    });

    it('gives another school’s principal their own school, with none of this school’s staff', async () => {
      const rows = rowsOf(await sheetOf(await download(otherPrincipal, `school_year=${year}`)));
      expect(rows.slice(1).map((row) => row[0])).toEqual(['Elsewhere']);
    });
  });

  describe('what the principal downloads', () => {
    it('names the file after the school and year, as a spreadsheet that is not cached', async () => {
      const response = await download(principal, `school_year=${year}&lang=ar`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('نتائج التقييم - مدرسة النور - 2026-2027.xlsx')}`,
      );
    });

    it('writes Arabic headers on a right-to-left sheet with a frozen header row', async () => {
      const sheet = await sheetOf(await download(principal, `school_year=${year}&lang=ar`));
      expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
      expect(sheet.name).toBe('التقييم 1448هـ (\u20662026-2027\u2069)');
      const [header] = rowsOf(sheet);
      expect(header).toEqual([
        'الاسم',
        'البريد الإلكتروني',
        'الوظيفة',
        ...teacherCriteria.map((criterion) => criterion.nameAr),
        ...counsellorCriteria.map((criterion) => `${criterion.nameAr} (موجه طلابي)`),
        'التقدير العام (1-5)',
        'التقدير',
        'نقاط القوة',
        'مجالات التطوير',
        'الحالة',
        'تاريخ الاعتماد',
        'تقدير التقييم الذاتي (1-5)',
      ]);
      expect(rowOf(rowsOf(sheet), draftTeacher)['الحالة']).toBe('مسودة');
    });

    it('writes English headers left to right for lang=en', async () => {
      const sheet = await sheetOf(await download(principal, `school_year=${year}&lang=en`));
      expect(sheet.views[0]?.rightToLeft).toBeFalsy();
      expect(sheet.name).toBe('Evaluations 2026-2027 (1448 AH)');
      const [header = []] = rowsOf(sheet);
      expect(header.slice(0, 4)).toEqual(['Name', 'Email', 'Job', teacherCriteria[0]?.nameEn]);
      expect(header.slice(-7)).toEqual([
        'Overall rating (1-5)',
        'Rating',
        'Strengths',
        'Areas for development',
        'Status',
        'Finalised on',
        'Self-assessment rating (1-5)',
      ]);
      expect(header.join(' ')).not.toContain('100');
    });

    it('lists each active staff member the principal evaluates, evaluated or not, and no one else', async () => {
      const rows = rowsOf(await sheetOf(await download(principal, `school_year=${year}&lang=en`)));
      expect(rows.slice(1).map((row) => row[0])).toEqual(['Huda', 'Nora', 'Omar', 'سارة أحمد']);
    });

    it('gives each row its integer scores, rating and label, strengths and areas, status, date and self-assessment', async () => {
      const rows = rowsOf(await sheetOf(await download(principal, `school_year=${year}&lang=en`)));
      const finalised = rowOf(rows, finalisedTeacher);
      for (const criterion of teacherCriteria) expect(finalised[criterion.nameEn]).toBe(4);
      expect(finalised).toMatchObject({
        Job: 'teacher',
        'Overall rating (1-5)': 4,
        Rating: 'Exceeded expectations',
        Strengths: 'Clear lesson plans',
        'Areas for development': 'Vary the assessment',
        Status: 'Finalised',
        'Self-assessment rating (1-5)': 5,
      });
      expect(finalised['Finalised on']).toBeInstanceOf(Date);

      const counsellorRow = rowOf(rows, counsellor);
      for (const criterion of counsellorCriteria) {
        expect(counsellorRow[`${criterion.nameEn} (Student counsellor)`]).toBe(3);
      }
      expect(counsellorRow[teacherCriteria[0]?.nameEn ?? '']).toBeNull();
      expect(counsellorRow).toMatchObject({
        'Overall rating (1-5)': 3,
        Rating: 'Met expectations',
        Strengths: null,
        Status: 'Draft',
      });

      const notStarted = rowOf(rows, notStartedTeacher);
      expect(notStarted.Status).toBe('Not started');
      for (const criterion of teacherCriteria) expect(notStarted[criterion.nameEn]).toBeNull();
      expect(notStarted['Overall rating (1-5)']).toBeNull();
      expect(notStarted.Rating).toBeNull();
      expect(rowOf(rows, draftTeacher)['Self-assessment rating (1-5)']).toBeNull();
    });

    it('writes scores and ratings as whole numbers, never as totals with decimals', async () => {
      const sheet = await sheetOf(await download(principal, `school_year=${year}&lang=en`));
      const [header = []] = rowsOf(sheet);
      const finalisedRow = rowsOf(sheet).findIndex((row) => row[1] === finalisedTeacher.email);
      const numberColumns = [
        header.indexOf(teacherCriteria[0]?.nameEn ?? ''),
        header.indexOf('Overall rating (1-5)'),
        header.indexOf('Self-assessment rating (1-5)'),
      ];
      for (const column of numberColumns) {
        const cell = sheet.getRow(finalisedRow + 1).getCell(column + 1);
        expect(Number.isInteger(cell.value), String(header[column])).toBe(true);
        expect(cell.numFmt, String(header[column])).toBe('0');
      }
    });

    it('says the job was not given when none was given at invitation', async () => {
      const english = rowsOf(
        await sheetOf(await download(principal, `school_year=${year}&lang=en`)),
      );
      expect(rowOf(english, draftTeacher).Job).toBe('Not given');
      expect(rowOf(english, finalisedTeacher).Job).toBe('teacher');
      const arabic = rowsOf(
        await sheetOf(await download(principal, `school_year=${year}&lang=ar`)),
      );
      expect(rowOf(arabic, draftTeacher)['الوظيفة']).toBe('لم تُحدَّد');
    });

    it('lists every criterion’s scores and notes, the evaluator’s and the self-assessment’s, on a second sheet', async () => {
      const response = await download(principal, `school_year=${year}&lang=en`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
      const notesSheet = workbook.worksheets[1];
      if (!notesSheet) throw new Error('the workbook has no notes sheet');
      expect(notesSheet.name).toBe('Notes by criterion');
      expect(notesSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const [header = [], ...body] = rowsOf(notesSheet);
      expect(header).toEqual([
        'Name',
        'Email',
        'Criterion',
        'Evaluator’s score (1-5)',
        'Evaluator’s note',
        'Self-assessment score (1-5)',
        'Self-assessment note',
      ]);
      const firstCriterion = teacherCriteria[0]?.nameEn;
      const secondCriterion = teacherCriteria[1]?.nameEn;
      const rowsOfPerson = (person: TestUser) => body.filter((row) => row[1] === person.email);
      expect(rowsOfPerson(finalisedTeacher)).toHaveLength(teacherCriteria.length);
      expect(rowsOfPerson(finalisedTeacher)).toContainEqual([
        finalisedTeacher.fullName,
        finalisedTeacher.email,
        firstCriterion,
        4,
        principalNote,
        5,
        // What the teacher typed is never a formula (OWASP).
        `'${selfNote}`,
      ]);
      expect(rowsOfPerson(finalisedTeacher)).toContainEqual([
        finalisedTeacher.fullName,
        finalisedTeacher.email,
        secondCriterion,
        4,
        null,
        5,
        null,
      ]);
      expect(rowsOfPerson(counsellor).map((row) => row[2])).toEqual(
        counsellorCriteria.map((criterion) => `${criterion.nameEn} (Student counsellor)`),
      );
      expect(rowsOfPerson(notStartedTeacher)).toEqual([]);

      const arabic = await download(principal, `school_year=${year}&lang=ar`);
      const arabicBook = new ExcelJS.Workbook();
      await arabicBook.xlsx.load(new Uint8Array(arabic.rawPayload).buffer);
      expect(arabicBook.worksheets[1]?.views[0]?.rightToLeft).toBe(true);
      expect(rowsOf(arabicBook.worksheets[1] ?? notesSheet)[0]?.[4]).toBe('ملاحظة المقيِّم');
    });

    it('takes the label from the levels table, so a corrected label shows on every form', async () => {
      await labelExceededAs('Exceeds expectations');
      try {
        const rows = rowsOf(
          await sheetOf(await download(principal, `school_year=${year}&lang=en`)),
        );
        expect(rowOf(rows, draftTeacher)).toMatchObject({ Rating: 'Exceeds expectations' });
        expect(rowOf(rows, finalisedTeacher)).toMatchObject({ Rating: 'Exceeds expectations' });
      } finally {
        await labelExceededAs('Exceeded expectations');
      }
    });

    it('lists nothing of another school year', async () => {
      const rows = rowsOf(
        await sheetOf(await download(principal, 'school_year=2025-2026&lang=en')),
      );
      const finalised = rowOf(rows, finalisedTeacher);
      expect(finalised).toMatchObject({ Status: 'Not started', 'Overall rating (1-5)': null });
    });
  });

  it('gives the super admin the named school, its principals included, never themself', async () => {
    const rows = rowsOf(
      await sheetOf(await download(superAdmin, `organization_id=${school.id}&school_year=${year}`)),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'Deputy',
      'Fatimah',
      'Huda',
      'Nora',
      'Omar',
      'سارة أحمد',
    ]);
  });
});
