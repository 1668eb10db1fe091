import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import {
  newEvaluatedTeacher,
  principalFormOnServer,
  recordEvidence,
} from './support/evaluated-teacher.ts';
import { waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

interface ServerForm {
  side: string;
  status: string;
  overall_rating: number | null;
  weighted_score: number;
  strengths: string;
  development_areas: string;
}

const principalSide = (request: APIRequestContext, teacherId: string) =>
  principalFormOnServer<ServerForm>(request, teacherId);

/** What pdftotext reads of a PDF, white space closed up (Arabic lines come out in pieces). */
function pdfLetters(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\s]/g, '');
}

const letters = (text: string) => text.replace(/\s/g, '');

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test.use({ viewport: { width: 390, height: 844 } });
// Eleven scores, a print to PDF and a school PDF: more than the default minute on a busy machine.
test.slow();

test('in Arabic on a phone, a principal scores, sees the rating move, writes strengths and areas, finalises, and prints the Faris sheet', async ({
  browser,
  request,
}) => {
  const teacherName = 'ريم القحطاني';
  const evaluated = await newEvaluatedTeacher(request, teacherName);
  await recordEvidence(request, evaluated.token, 'درس مفتوح في الكسور');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
  });
  const principal = await context.newPage();
  await principal.addInitScript(() => localStorage.setItem('locale', 'ar'));
  await logInThroughTheForm(principal, demo.principal);
  await expect(principal).toHaveURL(/\/dashboard$/);
  await principal.goto('/evaluations');
  await waitForActiveServiceWorker(principal);

  const staffList = principal.getByRole('heading', { name: 'تقييمات المنسوبين' }).locator('..');
  await staffList.getByRole('link').filter({ hasText: teacherName }).first().click();
  await expect(principal).toHaveURL(/\/evaluations\/user\//);
  const teacherId = /\/evaluations\/user\/([^?]+)/.exec(principal.url())?.[1] ?? '';
  const cards = principal.getByRole('region');
  await expect(cards).toHaveCount(11);
  await expect(cards.first().getByTestId('accepted-evidence-count')).toHaveText('لا شواهد مقبولة');

  const score = async (index: number, value: string) => {
    await cards.nth(index).getByText(value, { exact: true }).click();
  };
  const summary = principal.getByRole('status').filter({ hasText: 'تقييم قائد المدرسة' });
  await score(0, '3');
  await expect(summary).toContainText('يظهر التقدير بعد تقييم جميع المعايير');
  for (let index = 1; index < 11; index += 1) await score(index, '3');
  await expect(summary.getByTestId('overall-rating')).toHaveText('التقدير 3 من 5: وافق التوقعات');
  await expect(summary.getByTestId('weighted-score')).toHaveText('الدرجة الموزونة 3.00');

  // Four criteria weighing 10 % up to 4: 3.40, still 3, and the form says what would lift it.
  for (let index = 0; index < 4; index += 1) await score(index, '4');
  await expect(summary.getByTestId('weighted-score')).toHaveText('الدرجة الموزونة 3.40');
  await expect(summary.getByTestId('overall-rating')).toHaveText('التقدير 3 من 5: وافق التوقعات');
  const lift = principal.getByRole('alert').filter({ hasText: 'ما يرفع التقدير إلى 4' });
  await expect(lift).toContainText('درجة إضافية واحدة في أيٍّ من');
  await shoot(principal, 'principal-lift-ar');

  // A fifth: 3.50 rounds up to 4.
  await score(4, '4');
  await expect(summary.getByTestId('weighted-score')).toHaveText('الدرجة الموزونة 3.50');
  await expect(summary.getByTestId('overall-rating')).toHaveText('التقدير 4 من 5: تخطى التوقعات');
  await expect(lift).toHaveCount(0);

  // Finalising asks for the strengths and the areas first.
  const finalise = principal.getByRole('button', { name: 'اعتماد التقييم' });
  await finalise.click();
  await expect(principal.getByText('اكتب نقاط القوة قبل الاعتماد.')).toBeVisible();
  await expect(principal.getByText('اكتب مجالات التطوير قبل الاعتماد.')).toBeVisible();
  await expect(principal.getByRole('dialog')).toHaveCount(0);
  await shoot(principal, 'principal-feedback-required-ar');
  await principal.getByLabel('نقاط القوة').fill('تخطيط واضح للدروس وإدارة صفية هادئة');
  await principal.getByLabel('مجالات التطوير').fill('تنويع أساليب التقويم');
  await principal.getByLabel('مجالات التطوير').blur();
  await expect
    .poll(async () => (await principalSide(request, teacherId))?.development_areas, {
      timeout: 15_000,
    })
    .toBe('تنويع أساليب التقويم');
  await shoot(principal, 'principal-feedback-ar');
  await finalise.click();
  await shoot(principal, 'principal-confirm-ar');
  await principal.getByRole('dialog').getByRole('button', { name: 'اعتماد', exact: true }).click();
  await expect(summary).toContainText('معتمد');
  await expect
    .poll(async () => (await principalSide(request, teacherId))?.status, { timeout: 15_000 })
    .toBe('finalised');
  expect(await principalSide(request, teacherId)).toMatchObject({
    overall_rating: 4,
    weighted_score: 3.5,
    strengths: 'تخطيط واضح للدروس وإدارة صفية هادئة',
  });
  await shoot(principal, 'principal-finalised-ar');

  // The Faris entry sheet, printed from the app.
  await principal.getByRole('link', { name: 'بطاقة إدخال فارس' }).click();
  await expect(principal).toHaveURL(/\/faris\?year=/);
  await expect(principal.getByTestId('faris-overall-rating')).toHaveText(
    'التقدير العام: 4 (تخطى التوقعات)',
  );
  await expect(principal.getByRole('button', { name: 'طباعة' })).toBeVisible();
  await shoot(principal, 'faris-sheet-ar');
  await principal.emulateMedia({ media: 'print' });
  const printed = pdfLetters(await principal.pdf({ format: 'A4' }));
  await principal.emulateMedia({ media: 'screen' });
  // Chromium's PDF maps some Arabic ligatures back in another order ("القحطاين"): the checks
  // take words that come out whole.
  for (const expected of [
    'بطاقة إدخال فارس',
    'ريم',
    'تهيئة البيئة التعليمية',
    'التقدير العام',
    'تخطى التوقعات',
    '3.50',
    'تنويع أساليب التقويم',
  ]) {
    expect(printed).toContain(letters(expected));
  }
  expect(printed).not.toContain(letters('طباعة'));

  // The curve: the school's finalised ratings, with the list behind each bar.
  await principal.goto('/evaluations');
  const curve = principal.getByRole('region', { name: 'التقديرات مقارنةً بمنحنى الأداء' });
  await expect(curve).toContainText('التوزيع المعلن');
  await curve.getByTestId('curve-bar-4').click();
  await expect(curve.getByRole('link', { name: teacherName })).toBeVisible();
  await shoot(principal, 'curve-ar');

  // The school's Faris sheets as one PDF, a page per finalised evaluation.
  const [download] = await Promise.all([
    principal.waitForEvent('download'),
    principal.getByRole('button', { name: 'بطاقات إدخال فارس (PDF)' }).click(),
  ]);
  const schoolPdf = await readFile((await download.path()) ?? '');
  const schoolText = pdfLetters(schoolPdf);
  expect(schoolText).toContain(letters(teacherName));
  expect(schoolText).toContain(letters('تخطى التوقعات'));
  await context.close();
});
