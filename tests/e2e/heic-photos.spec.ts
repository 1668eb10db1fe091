import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Locator, type Page } from './support/playwright.ts';

import {
  accessTokenOf,
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from './support/accounts.ts';
import { pickDateTime } from './support/date-picker.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';
import type { Locale } from './support/main-screens.ts';
import { serverAchievements } from './support/server-achievements.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A 64 × 48 photo as an iPhone saves it (HEIC, made with libheif's `heif-enc`). */
const iphonePhoto = readFileSync(
  join(import.meta.dirname, '../../src/features/achievements/fixtures/tiny-gradient.heic'),
);

const labels = {
  en: {
    newAchievement: 'New evidence',
    description: 'Description',
    start: 'Start date and time',
    duration: 'Duration (minutes)',
    criteria: 'Criteria',
    evidenceType: 'Evidence type',
    image: 'Image',
    save: 'Save',
    synced: 'Synced',
    notAdded: 'Not added',
    notConverted: 'This HEIC photo could not be converted to JPEG on this device.',
    unsupported: 'This file type is not supported.',
  },
  ar: {
    newAchievement: 'شاهد جديد',
    description: 'الوصف',
    start: 'تاريخ البدء ووقته',
    duration: 'المدة (بالدقائق)',
    criteria: 'المعايير',
    evidenceType: 'نوع الشاهد',
    image: 'صورة',
    save: 'حفظ',
    synced: 'متزامن',
    notAdded: 'لم تُضف',
    notConverted: 'تعذّر تحويل صورة HEIC هذه إلى JPEG على هذا الجهاز.',
    unsupported: 'نوع هذا الملف غير مدعوم.',
  },
} as const;

async function openNewAchievement(page: Page, locale: Locale, email: string): Promise<Locator> {
  const text = labels[locale];
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  await logInThroughTheForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  await waitForActiveServiceWorker(page);
  await page.getByRole('button', { name: text.newAchievement }).click();
  return page.getByRole('dialog', { name: text.newAchievement });
}

test.describe('HEIC photos from an iPhone', () => {
  test.use(phone);

  test('a HEIC photo, even one with no type, is converted on the device offline and the server receives a JPEG', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = labels.en;
    const email = uniqueEmail('heic.photo');
    await signUpThroughTheApi(request, email, demoPassword);
    const decoderRequests: string[] = [];
    page.on('request', (sent) => {
      if (/\/heic-to-[\w-]+\.js$/.test(sent.url())) decoderRequests.push(sent.url());
    });
    const drawer = await openNewAchievement(page, 'en', email);
    // The decoder is its own chunk: the page asks for it only for a HEIC photo, and the
    // service worker has it already, so it converts without a signal.
    expect(decoderRequests).toEqual([]);
    await goOffline(context);

    const description = `Fractions on the board ${Date.now()}`;
    await drawer.getByLabel(text.description).fill(description);
    await pickDateTime(page, drawer.getByLabel(text.start), '2026-11-18', '09:30');
    await drawer.getByLabel(text.duration).fill('45');
    await drawer.getByRole('combobox', { name: text.criteria }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('combobox', { name: text.evidenceType }).click();
    await page.getByRole('option', { name: text.image, exact: true }).click();
    await drawer.getByTestId('files-input').setInputFiles([
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: iphonePhoto },
      { name: 'IMG_0002.heic', mimeType: '', buffer: iphonePhoto },
    ]);
    for (const name of ['IMG_0001.jpg', 'IMG_0002.jpg']) {
      const preview = drawer.getByRole('img', { name });
      await expect(preview).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(64);
    }
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    expect(decoderRequests).toHaveLength(1);
    await drawer.getByRole('button', { name: text.save }).click();
    await expect(drawer).toBeHidden();

    await goOnline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const card = page.locator('.mantine-Card-root', { hasText: description });
    await expect(card.getByText(text.synced)).toBeVisible({ timeout: 30_000 });
    const [stored] = (await serverAchievements(request, email)).filter(
      (achievement) => achievement.description === description,
    );
    expect(stored?.files.map((file) => file.name).sort()).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg']);
    const token = await accessTokenOf(request, email);
    for (const file of stored?.files ?? []) {
      const download = await request.get(`/api/files/${file.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.ok()).toBe(true);
      expect(download.headers()['content-type']).toMatch(/^image\/jpeg/);
      expect([...(await download.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    test(`a refused file is named with the reason, in ${locale}`, async ({
      page,
      request,
    }, testInfo) => {
      const text = labels[locale];
      const email = uniqueEmail(`heic.refused.${locale}`);
      await signUpThroughTheApi(request, email, demoPassword);
      const drawer = await openNewAchievement(page, locale, email);

      await drawer.getByTestId('files-input').setInputFiles([
        // The start of a HEIC photo, cut off: its brand says HEIC, the decoder finds no picture.
        { name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: iphonePhoto.subarray(0, 64) },
        { name: 'marks-2026.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      ]);
      const refusal = drawer.getByRole('alert', { name: text.notAdded });
      await expect(refusal).toContainText(`marks-2026.exe: ${text.unsupported}`);
      await expect(refusal).toContainText(`IMG_0003.HEIC: ${text.notConverted}`, {
        timeout: 30_000,
      });
      await refusal.scrollIntoViewIfNeeded();
      const box = await refusal.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`refused-files-${locale}.png`) });
    });
  }
});
