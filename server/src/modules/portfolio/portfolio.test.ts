import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import {
  jobDutiesCriterionId,
  makeAchievement,
  teachingStrategiesCriterionId,
} from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeGoal, makePlan } from '../../testing/make-plan.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { lettersOnly, normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';

const arabicDescription =
  'درس تطبيقي في الكسور مع زميلين من قسم الرياضيات ثم نقاش مفتوح مع الطالبات';
const mixedDescription = 'حضرت ورشة STEM مع Sarah Ahmed يوم 12 مارس في قاعة B-204';
const threeCriteriaDescription = 'مبادرة القراءة الصباحية لطالبات الصف الأول المتوسط';

interface CriterionOnWire {
  id: string;
  name_ar: string;
  name_en: string;
  sort_order: number;
}

describe.each(testDatabases())('portfolio PDF on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let colleague: TestUser;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;
  let criteria: CriterionOnWire[];

  async function get(user: TestUser | undefined, url: string) {
    return testApp.app.inject({
      method: 'GET',
      url,
      headers: user ? await bearer(testApp.app, user) : {},
    });
  }

  async function post(user: TestUser, url: string, payload: object) {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: await bearer(testApp.app, user),
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().result;
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const db = testApp.connection.db;
    const school = await makeOrganization(db, { name: 'ثانوية النور' });
    const otherSchool = await makeOrganization(db);
    principal = await makeUser(db, {
      fullName: 'فاطمة العتيبي',
      role: 'org_admin',
      organizationId: school.id,
    });
    teacher = await makeUser(db, {
      fullName: 'سارة أحمد',
      job: 'معلمة رياضيات',
      organizationId: school.id,
      locale: 'ar',
    });
    colleague = await makeUser(db, { organizationId: school.id });
    otherPrincipal = await makeUser(db, { role: 'org_admin', organizationId: otherSchool.id });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    await giveTrial(db, teacher.id);
    criteria = (await get(teacher, '/api/criteria')).json().result;

    const picture = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#1c7ed6' },
    })
      .png()
      .toBuffer();
    const photo = await uploadEvidence(testApp.app, teacher, {
      content: picture,
      fileName: 'lesson.png',
    });
    expect(photo.statusCode).toBe(201);
    await post(
      teacher,
      '/api/achievements',
      makeAchievement({
        description: arabicDescription,
        event_start_at: '2026-09-15T08:00:00+03:00',
        location: 'قاعة 12',
        criterion_ids: [jobDutiesCriterionId, teachingStrategiesCriterionId],
        file_ids: [photo.json().result.id],
        links: ['https://example.com/lesson?id=42'],
      }),
    );
    await post(
      teacher,
      '/api/achievements',
      makeAchievement({
        description: mixedDescription,
        event_start_at: '2026-10-04T10:00:00+03:00',
      }),
    );
    await post(
      teacher,
      '/api/achievements',
      makeAchievement({
        description: 'Evidence from the year before',
        event_start_at: '2026-03-01T08:00:00+03:00',
      }),
    );
    const plan = await post(
      teacher,
      '/api/development-plans',
      makePlan({ name: 'خطة النمو المهني', start_date: '2026-09-01', end_date: '2027-05-30' }),
    );
    await post(
      teacher,
      `/api/development-plans/${plan.id}/goals`,
      makeGoal(plan.version, {
        statement: 'تطبيق التعلم النشط في عشر حصص',
        due_date: '2026-12-15',
      }),
    );
    await post(
      teacher,
      '/api/achievements',
      makeAchievement({
        description: threeCriteriaDescription,
        event_start_at: '2026-11-02T07:00:00+03:00',
        criterion_ids: [criteria[8], criteria[2], criteria[5]].map((criterion) => criterion?.id),
      }),
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('who may download it', () => {
    it('gives teachers their own as a PDF attachment named after them and the year', async () => {
      const response = await get(teacher, '/api/portfolio.pdf?year=2026&lang=en');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Portfolio - ____ ____ - 2026-2027.pdf"; filename*=UTF-8''${encodeURIComponent('Portfolio - سارة أحمد - 2026-2027.pdf')}`,
      );
    });

    it('gives a principal the portfolio of their own staff, and the super admin anyone’s', async () => {
      for (const reader of [principal, superAdmin]) {
        const response = await get(reader, `/api/users/${teacher.id}/portfolio.pdf?year=2026`);
        expect(response.statusCode).toBe(200);
        expect(normalisedText(pdfText(response.rawPayload))).toContain('سارة أحمد');
      }
    });

    it('refuses another school’s principal and a colleague, as reading achievements does', async () => {
      for (const reader of [otherPrincipal, colleague]) {
        const portfolio = await get(reader, `/api/users/${teacher.id}/portfolio.pdf`);
        const achievements = await get(reader, `/api/achievements?user_id=${teacher.id}`);
        expect(portfolio.statusCode).toBe(403);
        expect(achievements.statusCode).toBe(403);
        expect(portfolio.json().error).toBe('common.error.forbidden');
      }
    });

    it('answers 404 for someone who does not exist, and 401 without a session', async () => {
      const unknown = await get(
        principal,
        '/api/users/0195f3a0-0000-7000-8000-0000000000ff/portfolio.pdf',
      );
      expect(unknown.statusCode).toBe(404);
      expect((await get(undefined, '/api/portfolio.pdf')).statusCode).toBe(401);
    });

    it('refuses a year or language it does not know with 400', async () => {
      expect((await get(teacher, '/api/portfolio.pdf?year=1999')).statusCode).toBe(400);
      expect((await get(teacher, '/api/portfolio.pdf?lang=fr')).statusCode).toBe(400);
    });
  });

  describe('in Arabic', () => {
    let text: string;

    beforeAll(async () => {
      const response = await get(teacher, '/api/portfolio.pdf?year=2026&lang=ar');
      text = pdfText(response.rawPayload);
    });

    it('reads every Arabic criterion name and the teacher’s words as they were typed', () => {
      const reading = normalisedText(text);
      expect(criteria).toHaveLength(11);
      for (const criterion of criteria) expect(reading).toContain(criterion.name_ar);
      expect(reading).toContain(arabicDescription);
      expect(reading).toContain('ملف الإنجاز');
      expect(reading).toContain('ثانوية النور');
      expect(reading).toContain('فاطمة العتيبي');
    });

    it('keeps Latin names, numbers and links in their place inside Arabic sentences', () => {
      expect(lettersOnly(text)).toContain(lettersOnly(mixedDescription));
      expect(normalisedText(text)).toContain('https://example.com/lesson?id=42');
    });

    it('names the school year by its Hijri year, the Gregorian years beside it in order', () => {
      const reading = normalisedText(text);
      expect(reading).toContain('1448هـ');
      expect(reading).toContain('2026-2027');
    });

    it('writes dates on the Gregorian calendar in Arabic with Latin digits', () => {
      // The day beside the Gregorian month's Arabic name; no Arabic-Indic digit anywhere.
      expect(lettersOnly(text)).toContain('15سبتمبر');
      expect(text).not.toMatch(/[\u0660-\u0669]/);
    });

    it('lists the development plans of the year with their goals', () => {
      const reading = normalisedText(text);
      expect(reading).toContain('خطة النمو المهني');
      expect(reading).toContain('تطبيق التعلم النشط في عشر حصص');
    });

    it('leaves out evidence of another school year', () => {
      expect(text).not.toContain('Evidence from the year before');
    });
  });

  describe('in English', () => {
    it('names the criteria in English and still reads Arabic descriptions in order', async () => {
      const response = await get(teacher, '/api/portfolio.pdf?year=2026&lang=en');
      const reading = normalisedText(pdfText(response.rawPayload));

      expect(reading).toContain('Achievement portfolio');
      for (const criterion of criteria) expect(reading).toContain(criterion.name_en);
      expect(reading).toContain(arabicDescription);
      expect(reading).toContain('September 15, 2026');
      expect(reading).toContain('School year 2026-2027 (1448 AH)');
    });

    it('is in the caller’s stored language when none is asked for', async () => {
      const own = normalisedText(
        pdfText((await get(teacher, '/api/portfolio.pdf?year=2026')).rawPayload),
      );
      const colleagues = normalisedText(
        pdfText((await get(colleague, '/api/portfolio.pdf?year=2026')).rawPayload),
      );
      expect(own).toContain('ملف الإنجاز');
      expect(colleagues).toContain('Achievement portfolio');
    });

    it('selects the year asked for', async () => {
      const response = await get(teacher, '/api/portfolio.pdf?year=2025&lang=en');
      const reading = normalisedText(pdfText(response.rawPayload));
      expect(reading).toContain('Evidence from the year before');
      expect(reading).toContain('2025-2026');
      expect(reading).not.toContain(arabicDescription);
    });
  });

  describe('an achievement that counts for several criteria', () => {
    const title = (criterion: CriterionOnWire | undefined, lang: 'en' | 'ar') =>
      `${criterion?.sort_order}. ${lang === 'en' ? criterion?.name_en : criterion?.name_ar}`;

    it('is printed once, under its first criterion, with the others it also counts for', async () => {
      // Tagged in the order 9, 3, 6: printed under 3, the first in the Ministry's order.
      const [first, second, third] = [criteria[2], criteria[5], criteria[8]];
      expect(first?.sort_order).toBeLessThan(second?.sort_order ?? 0);
      const english = await get(teacher, '/api/portfolio.pdf?year=2026&lang=en');
      const arabic = await get(teacher, '/api/portfolio.pdf?year=2026&lang=ar');

      for (const response of [english, arabic]) {
        const reading = normalisedText(pdfText(response.rawPayload));
        expect(reading.split(threeCriteriaDescription)).toHaveLength(2);
      }
      expect(normalisedText(pdfText(english.rawPayload))).toContain(
        `Also counts for: ${title(second, 'en')} and ${title(third, 'en')}`,
      );
      // pdftotext moves the harakat and the criteria's numbers about in Arabic: the line is
      // read by its letters, between the achievement and the page's footer.
      const arabicLetters = lettersOnly(pdfText(arabic.rawPayload)).replace(/[\u064b-\u0652]/g, '');
      const afterIt = arabicLetters.slice(
        arabicLetters.indexOf(lettersOnly(threeCriteriaDescription)),
      );
      const line = afterIt.slice(0, afterIt.indexOf('صفحة'));
      expect(line).toContain('يحتسبأيضافي');
      expect(line).toContain(lettersOnly(second?.name_ar ?? '?'));
      expect(line).toContain(lettersOnly(third?.name_ar ?? '?'));
    });

    it('says on the contents page that each piece of evidence is printed once', async () => {
      const english = await get(teacher, '/api/portfolio.pdf?year=2026&lang=en');
      const contents = normalisedText(pdfText(english.rawPayload, { first: 2, last: 2 }));
      expect(contents).toContain('Each piece of evidence is printed once');
    });
  });

  it('embeds photos as small thumbnails and renders the cover', async () => {
    const response = await get(teacher, '/api/portfolio.pdf?year=2026&lang=ar');
    const file = join(mkdtempSync(join(tmpdir(), 'portfolio-')), 'portfolio.pdf');
    writeFileSync(file, response.rawPayload);
    const images = execFileSync('pdfimages', ['-list', file])
      .toString()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => line.trim().split(/\s+/));
    // The photo is printed once, under the first of its two criteria (the cover's QR code is
    // another image); its width and height are columns 4 and 5.
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const image of images) expect(Number(image[3])).toBeLessThanOrEqual(480);
    expect(response.rawPayload.length).toBeLessThan(400_000);

    const cover = execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-'], {
      input: response.rawPayload,
    });
    expect(cover.subarray(1, 4).toString()).toBe('PNG');
  });
});
