import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from '../e2e/support/accounts.ts';
import { postAs } from '../e2e/support/demo-school-teacher.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from '../e2e/support/offline.ts';

/**
 * Screens of issue 35 that no main screen shows by itself, on a 390 px phone in each
 * language: an edit conflict, the video player (in a card and on the QR code's file page)
 * and the Hijri date picker open. Pictures in `screens/phone-<locale>-cases/`.
 */
const outputDir = process.env.SCREENS_DIR ?? 'screens';
// The edit conflict is made offline, which needs the installed app (the suite blocks the
// service worker unless a spec asks for it: tests/README.md, "Running time").
test.use({ serviceWorkers: 'allow' });
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const clip = readFileSync(new URL('../fixtures/short-clip.mp4', import.meta.url));

const words = {
  en: {
    edit: 'Edit',
    save: 'Save',
    description: 'Description',
    compare: 'Compare the two versions',
    add: 'Add evidence',
    hijri: 'Pick on the Hijri calendar',
  },
  ar: {
    edit: 'تعديل',
    save: 'حفظ',
    description: 'الوصف',
    compare: 'قارن بين النسختين',
    add: 'إضافة شاهد',
    hijri: 'الاختيار من التقويم الهجري',
  },
} as const;
type Locale = keyof typeof words;

async function phonePage(browser: Browser, locale: Locale, email: string): Promise<Page> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
  await logInThroughTheForm(page, email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

for (const locale of ['en', 'ar'] as const) {
  test(`issue 35's phone cases in ${locale}`, async ({ browser, request }) => {
    test.setTimeout(5 * 60_000);
    const folder = join(outputDir, `phone-${locale}-cases`);
    mkdirSync(folder, { recursive: true });
    const shot = (page: Page, name: string, fullPage = false) =>
      page.screenshot({ path: join(folder, `${name}.png`), fullPage });
    const say = words[locale];

    const email = uniqueEmail(`screens.${locale}`);
    const token = await signUpThroughTheApi(request, email, demoPassword);
    const criteria = await request.get('/api/criteria?job=teacher', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
    const fields = {
      description: 'Robotics club visit: the students showed their line follower to the parents',
      event_start_at: '2026-11-10T10:00:00+03:00',
      duration_minutes: 90,
      location: 'Science lab',
      criterion_ids: [criterion?.id],
      evidence_type: 'other',
    };
    const id = randomUUID();
    await postAs(request, token, '/achievements', { id, ...fields });
    const upload = await request.post('/api/files', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'science-fair.mp4', mimeType: 'video/mp4', buffer: clip } },
    });
    const file = ((await upload.json()) as { result: { id: string } }).result;
    await postAs(request, token, '/achievements', {
      ...fields,
      id: randomUUID(),
      description: 'Science fair opening, filmed',
      evidence_type: 'video',
      file_ids: [file.id],
    });

    const page = await phonePage(browser, locale, email);

    // The video player in its card, and on the file page a portfolio's QR code leads to.
    await page.goto('/achievements');
    const videoCard = page.locator('.mantine-Card-root', { hasText: 'Science fair opening' });
    await videoCard.scrollIntoViewIfNeeded();
    await expect(videoCard.locator('video')).toHaveAttribute('src', /media\?ticket=/);
    await videoCard.locator('video').scrollIntoViewIfNeeded();
    await shot(page, 'video-in-card');
    await page.goto(`/files/${file.id}`);
    await expect(page.locator('video')).toHaveAttribute('src', /media\?ticket=/);
    await shot(page, 'video-file-page');

    // The Hijri date picker, open in the new evidence drawer.
    await page.goto('/achievements');
    await page.getByRole('button', { name: say.add, exact: true }).click();
    const drawer = page.getByRole('dialog');
    const hijri = drawer.getByRole('button', { name: say.hijri }).first();
    await hijri.click();
    await expect(hijri).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.mantine-Popover-dropdown').filter({ visible: true })).toHaveCount(
      1,
    );
    await shot(page, 'hijri-picker-open');
    await page.keyboard.press('Escape');
    await page.goto('/achievements');

    // An edit conflict: changed offline here, and meanwhile on another device.
    await waitForActiveServiceWorker(page);
    await goOffline(page.context());
    await page
      .locator('.mantine-Card-root', { hasText: 'Robotics club visit' })
      .getByRole('button', { name: say.edit })
      .click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel(say.description).fill(`${fields.description}, then the final round`);
    await editor.getByRole('button', { name: say.save }).click();
    await expect(editor).toBeHidden();
    const update = await request.put(`/api/achievements/${id}`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: {
        ...fields,
        description: `${fields.description} (judged)`,
        location: 'Robotics room',
        version: 1,
      },
    });
    expect(update.ok(), await update.text()).toBe(true);
    await goOnline(page.context());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const attention = page.locator('#needs-attention');
    await expect(attention.getByRole('button', { name: say.compare })).toBeVisible({
      timeout: 15_000,
    });
    await attention.scrollIntoViewIfNeeded();
    await shot(page, 'edit-conflict');
    await attention.getByRole('button', { name: say.compare }).click();
    await shot(page, 'edit-conflict-compared', true);
    await page.context().close();
  });
}
