import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { accessTokenOf, demo, logInThroughTheForm, uniqueEmail } from './support/accounts.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';

interface ServerForm {
  side: string;
  status: string;
  scores: unknown[];
  total: number;
  acknowledgement_comment: string;
}

/** The teacher's forms as their principal reads them from the server. */
async function formsOnServer(request: APIRequestContext, teacherId: string): Promise<ServerForm[]> {
  const token = await accessTokenOf(request, demo.principal);
  const answer = await request.get(`/api/users/${teacherId}/evaluations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { result: ServerForm[] }).result;
}

async function principalSide(request: APIRequestContext, teacherId: string) {
  return (await formsOnServer(request, teacherId)).find((form) => form.side === 'principal');
}

const teacherPassword = 'Madrasa#2026';

/**
 * A new teacher of the demo school, so that what other tests record or score for the demo
 * teachers (and a retry of this one) never changes what this test counts.
 */
async function newTeacher(request: APIRequestContext, fullName: string) {
  const email = uniqueEmail('evaluated.teacher');
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${await accessTokenOf(request, demo.principal)}` },
    data: { full_name: fullName, email, password: teacherPassword, role: 'agent' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { email, password: teacherPassword },
  });
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  return { email, token };
}

/** A piece of the teacher's evidence for the first criterion, within this school year. */
async function recordEvidence(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<void> {
  const saved = await request.post('/api/achievements', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: crypto.randomUUID(),
      description,
      event_start_at: new Date().toISOString(),
      duration_minutes: 45,
      location: 'Room 12',
      criterion_ids: ['0195f3a0-0000-7000-8000-000000000001'],
      evidence_type: 'other',
      file_ids: [],
      links: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

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
  // 5 on a criterion weighing 10, 4 on the rest: 10 + 72.
  await expect(summary).toContainText('82 / 100 · Very good');
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
  await expect(teacher.getByText('اعتُمد تقييمك')).toBeVisible({ timeout: 20_000 });
  await shoot(teacher, 'teacher-dashboard-ar');
  await teacher.getByRole('link', { name: 'اطّلع عليه وأقرّ بذلك' }).click();
  await expect(teacher).toHaveURL(/\/evaluations\?year=/);
  await expect(teacher.getByRole('status').filter({ hasText: 'تقييم قائد المدرسة' })).toContainText(
    'جيد جداً',
  );
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
