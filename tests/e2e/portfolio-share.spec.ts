import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext } from './support/playwright.ts';
import sharp from 'sharp';

import { logInThroughTheForm, signUpThroughTheApi, uniqueEmail } from './support/accounts.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const password = 'Shawahid#2026';
const description = 'Open lesson on fractions with peer observation';
const screenshots = process.env.E2E_SCREENSHOT_DIR;

/** A teacher's achievement of this school year with one photo, saved through the API. */
async function seedEvidence(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' },
  })
    .png()
    .toBuffer();
  const upload = await request.post('/api/files', {
    headers,
    multipart: { file: { name: 'lesson-board.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const fileId = ((await upload.json()) as { result: { id: string } }).result.id;
  const document = await request.post('/api/files', {
    headers,
    multipart: {
      file: {
        name: 'lesson-plan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]),
      },
    },
  });
  expect(document.ok(), await document.text()).toBe(true);
  const documentId = ((await document.json()) as { result: { id: string } }).result.id;
  const criteria = await request.get('/api/criteria', { headers });
  const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
  const saved = await request.post('/api/achievements', {
    headers,
    data: {
      id: crypto.randomUUID(),
      description,
      event_start_at: '2026-10-12T09:00:00+03:00',
      duration_minutes: 45,
      location: 'Room 12',
      criterion_ids: [criterion?.id],
      evidence_type: 'image',
      file_ids: [fileId, documentId],
      links: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('a teacher shares the portfolio; a supervisor opens it without an account until it is revoked', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('share');
  await seedEvidence(request, await signUpThroughTheApi(request, email, password));

  const teacherContext = await browser.newContext({ ...phone, locale: 'en-US' });
  await teacherContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const teacher = await teacherContext.newPage();
  await logInThroughTheForm(teacher, email, password);
  await teacher.waitForURL('**/dashboard');
  await teacher.goto('/achievements');
  await teacher.getByRole('button', { name: 'Share portfolio' }).click();
  const dialog = teacher.getByRole('dialog', { name: /Share portfolio/ });
  await dialog.getByText('90 days').click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const created = dialog.getByRole('alert').getByRole('textbox', { name: 'Share link' });
  await expect(created).toHaveValue(/\/share\/[\w-]{43}$/);
  const link = await created.inputValue();
  await dialog.getByRole('alert').getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('alert').getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await teacher.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const listed = dialog.getByTestId('share-link');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Active');
  if (screenshots) await teacher.screenshot({ path: `${screenshots}/share-dialog-en.png` });

  // The supervisor: a fresh browser, no account, nothing stored.
  const visitorContext = await browser.newContext({ ...phone, locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  const sharedPath = new URL(link).pathname;
  await visitor.goto(sharedPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Maha Al-Shehri' })).toBeVisible();
  // Kept out of search engines by the page as well as by the server's X-Robots-Tag.
  await expect(visitor.locator('head meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  const evidence = visitor.getByTestId('shared-evidence');
  await expect(evidence).toContainText(description);
  // Where it stands with the principal, so a supervisor can tell it from accepted evidence.
  await expect(evidence).toContainText('Awaiting review');
  const [document] = await Promise.all([
    visitor.waitForEvent('download'),
    evidence.getByRole('link', { name: 'lesson-plan.pdf' }).click(),
  ]);
  expect(document.suggestedFilename()).toBe('lesson-plan.pdf');
  const thumbnail = evidence.locator('img').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await evidence.getByRole('button', { name: 'Enlarge photo' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Photo' }).locator('img')).toBeVisible();
  await visitor
    .getByRole('dialog', { name: 'Photo' })
    .getByRole('button', { name: 'Close' })
    .click();
  if (screenshots)
    await visitor.screenshot({ path: `${screenshots}/shared-en.png`, fullPage: true });

  await visitor.getByRole('button', { name: 'Change language' }).click();
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    visitor.getByText(/ملف الإنجاز · العام الدراسي 1448هـ \(\W?2026-2027\W?\)/),
  ).toBeVisible();
  await expect(visitor.getByTestId('shared-evidence')).toContainText(description);
  await expect(visitor.getByTestId('shared-evidence')).toContainText('بانتظار المراجعة');
  if (screenshots)
    await visitor.screenshot({ path: `${screenshots}/shared-ar.png`, fullPage: true });
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'تنزيل PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ملف الإنجاز - Maha Al-Shehri - 2026-2027.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The teacher revokes it; the supervisor's next visit says it no longer works.
  await listed.getByRole('button', { name: 'Revoke' }).click();
  await teacher
    .getByRole('dialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(listed).toContainText('Revoked');
  await expect(listed.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText('هذا الرابط لم يعد يعمل')).toBeVisible();
  if (screenshots) await visitor.screenshot({ path: `${screenshots}/shared-revoked-ar.png` });
  await visitor.getByRole('button', { name: 'تغيير اللغة' }).click();
  await expect(visitor.getByText('This link no longer works')).toBeVisible();
  if (screenshots) await visitor.screenshot({ path: `${screenshots}/shared-revoked-en.png` });

  await visitorContext.close();
  await teacherContext.close();
});

test('a link for accepted evidence only shows none of the evidence still awaiting review', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('share-accepted');
  await seedEvidence(request, await signUpThroughTheApi(request, email, password));
  const teacherContext = await browser.newContext({ ...phone, locale: 'ar-SA' });
  const teacher = await teacherContext.newPage();
  await logInThroughTheForm(teacher, email, password);
  await teacher.waitForURL('**/dashboard');
  await teacher.goto('/achievements');
  await teacher.getByRole('button', { name: 'مشاركة ملف الإنجاز' }).click();
  const dialog = teacher.getByRole('dialog', { name: /مشاركة ملف الإنجاز/ });
  await dialog.getByRole('checkbox', { name: 'الشواهد المقبولة فقط' }).check();
  if (screenshots)
    await teacher.screenshot({ path: `${screenshots}/share-dialog-accepted-ar.png` });
  await dialog.getByRole('button', { name: 'إنشاء رابط' }).click();
  const created = dialog.getByRole('alert').getByRole('textbox');
  await expect(created).toHaveValue(/\/share\//);
  await expect(dialog.getByTestId('share-link')).toContainText('الشواهد المقبولة فقط');
  const link = await created.inputValue();

  const visitorContext = await browser.newContext({ ...phone, locale: 'ar-SA' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByText('تظهر هنا الشواهد التي قبلها قائد المدرسة فقط.')).toBeVisible();
  await expect(visitor.getByTestId('shared-evidence')).toHaveCount(0);
  if (screenshots)
    await visitor.screenshot({
      path: `${screenshots}/shared-accepted-only-ar.png`,
      fullPage: true,
    });
  await visitorContext.close();
  await teacherContext.close();
});
