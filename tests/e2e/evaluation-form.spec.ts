import { expect, test, type APIRequestContext, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import {
  evaluatedTeacherPassword,
  principalFormOnServer,
  newEvaluatedTeacher as newTeacher,
  recordEvidence,
} from './support/evaluated-teacher.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

interface ServerForm {
  side: string;
  status: string;
  scores: unknown[];
  overall_rating: number | null;
  acknowledgement_comment: string;
}

const principalSide = (request: APIRequestContext, teacherId: string) =>
  principalFormOnServer<ServerForm>(request, teacherId);

const teacherPassword = evaluatedTeacherPassword;

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a principal scores and finalises an evaluation on a phone, partly offline; the teacher acknowledges it in Arabic', async ({
  browser,
  request,
}) => {
  const teacherName = 'Lama Al-Zahrani';
  const evaluated = await newTeacher(request, teacherName);
  await recordEvidence(request, evaluated.token, 'Open lesson on fractions with peer observation');
  const principalContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const principal = await principalContext.newPage();
  await principal.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(principal, demo.principal);
  await expect(principal).toHaveURL(/\/dashboard$/);
  await principal.goto('/evaluations');
  await waitForActiveServiceWorker(principal);

  const staffList = principal.getByRole('heading', { name: 'Staff evaluations' }).locator('..');
  await staffList.getByRole('link').filter({ hasText: teacherName }).first().click();
  await expect(principal).toHaveURL(/\/evaluations\/user\//);
  const teacherId = /\/evaluations\/user\/([^?]+)/.exec(principal.url())?.[1] ?? '';
  const cards = principal.getByRole('region');
  await expect(cards).toHaveCount(11);
  await cards.first().getByRole('button', { name: '1 piece of evidence' }).click();
  await expect(
    cards.first().getByText('Open lesson on fractions with peer observation'),
  ).toBeVisible();

  const score = async (index: number, value: string) => {
    await cards.nth(index).getByText(value, { exact: true }).click();
  };
  const summary = principal.getByRole('status').filter({ hasText: 'Principal’s evaluation' });
  await score(0, '5');
  await cards.nth(0).getByLabel('Note').fill('Always on time, prepares every lesson.');
  await cards.nth(0).getByLabel('Note').blur();
  await expect.poll(async () => (await principalSide(request, teacherId))?.scores.length).toBe(1);
  await expect(summary).toContainText('Synced');

  // A classroom without signal: the score is kept on the phone and sent when it returns.
  await goOffline(principalContext);
  await score(1, '4');
  await expect(summary).toContainText('Waiting to sync');
  await expect(summary).toContainText('2 of 11 criteria scored');
  expect((await principalSide(request, teacherId))?.scores.length).toBe(1);
  await shoot(principal, 'principal-offline-en');
  await goOnline(principalContext);
  await principal.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await principalSide(request, teacherId))?.scores.length, {
      timeout: 15_000,
    })
    .toBe(2);

  await expect(summary).toContainText('Synced');
  for (let index = 2; index < 11; index += 1) await score(index, '4');
  // 5 on a criterion weighing 10, 4 on the rest: (50 + 360) / 100 = 4.1, rated 4.
  await expect(summary).toContainText('Rating 4 of 5: Exceeded expectations');
  await expect(summary).toContainText('Weighted score 4.10');
  await principal.getByLabel(/^Strengths/).fill('Prepares every lesson.');
  await principal.getByLabel('Areas for development').fill('Vary the assessment methods.');
  await principal.getByLabel('Areas for development').blur();
  await principal.getByRole('button', { name: 'Finalise the evaluation' }).click();
  await principal.getByRole('dialog').getByRole('button', { name: 'Finalise' }).click();
  await expect(summary).toContainText('Finalised');
  await expect(cards.first().getByRole('radio')).toHaveCount(0);
  await expect
    .poll(async () => (await principalSide(request, teacherId))?.status, { timeout: 15_000 })
    .toBe('finalised');
  await shoot(principal, 'principal-finalised-en');
  await principalContext.close();

  const teacherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const teacher = await teacherContext.newPage();
  await teacher.addInitScript(() => localStorage.setItem('locale', 'ar'));
  await logInThroughTheForm(teacher, evaluated.email, teacherPassword);
  await expect(teacher).toHaveURL(/\/dashboard$/);
  // The dashboard's "needs your attention" card names the acknowledgement she owes.
  await expect(teacher.getByRole('heading', { name: 'بحاجة إلى انتباهك' })).toBeVisible({
    timeout: 20_000,
  });
  await shoot(teacher, 'teacher-dashboard-ar');
  await teacher.getByRole('link', { name: /اقرأ تقييمك لعام .* وأقرّ باطلاعك عليه/ }).click();
  await expect(teacher).toHaveURL(/\/evaluations\?(form|year)=/);
  await expect(teacher.getByRole('status').filter({ hasText: 'تقييم قائد المدرسة' })).toContainText(
    'تخطى التوقعات',
  );
  await expect(teacher.getByText('Vary the assessment methods.')).toBeVisible();
  await shoot(teacher, 'teacher-form-ar');
  await teacher.getByLabel('تعليق (اختياري)').fill('شكرًا على الملاحظات');
  await teacher.getByRole('button', { name: 'أقرّ بالاطلاع' }).click();
  await expect(teacher.getByText(/تم الإقرار بالاطلاع في/)).toBeVisible();
  await expect
    .poll(async () => (await principalSide(request, teacherId))?.status, { timeout: 15_000 })
    .toBe('acknowledged');
  expect((await principalSide(request, teacherId))?.acknowledgement_comment).toBe(
    'شكرًا على الملاحظات',
  );
  await shoot(teacher, 'teacher-acknowledged-ar');
  await teacherContext.close();
});
