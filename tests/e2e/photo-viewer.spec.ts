import { expect, test, type Locator, type Page } from './support/playwright.ts';
import sharp from 'sharp';

import {
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from './support/accounts.ts';
import { pickDateTime } from './support/date-picker.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';
import type { Locale } from './support/main-screens.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const photos = [
  { name: 'lesson-board.png', color: '#2a9d8f' },
  { name: 'group-work.png', color: '#e9c46a' },
  { name: 'reading-corner.png', color: '#e76f51' },
];

/** A photo's name whatever the extension: the device may re-encode it smaller. */
const named = (stem: string) => new RegExp(`^${stem}\\.`);

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
    waiting: 'Waiting to sync',
    synced: 'Synced',
    view: (stem: string) => new RegExp(`^View ${stem}\\.`),
    position: (at: number, of: number) => `${at} of ${of}`,
    previous: 'Previous photo',
    download: 'Download',
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
    waiting: 'بانتظار المزامنة',
    synced: 'متزامن',
    view: (stem: string) => new RegExp(`^عرض ${stem}\\.`),
    position: (at: number, of: number) => `${at} من ${of}`,
    previous: 'الصورة السابقة',
    download: 'تنزيل',
  },
} as const;

/** A 640 × 480 picture of one colour: larger than the server's 480 px thumbnail. */
function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function saveAchievementWithPhotos(
  page: Page,
  locale: Locale,
  description: string,
): Promise<void> {
  const text = labels[locale];
  await page.getByRole('button', { name: text.newAchievement }).click();
  const drawer = page.getByRole('dialog', { name: text.newAchievement });
  await drawer.getByLabel(text.description).fill(description);
  await pickDateTime(page, drawer.getByLabel(text.start), '2026-11-18', '09:30', locale);
  await drawer.getByLabel(text.duration).fill('45');
  await drawer.getByRole('combobox', { name: text.criteria }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: text.evidenceType }).click();
  await page.getByRole('option', { name: text.image, exact: true }).click();
  await drawer.getByTestId('files-input').setInputFiles(
    await Promise.all(
      photos.map(async ({ name, color }) => ({
        name,
        mimeType: 'image/png',
        buffer: await photo(color),
      })),
    ),
  );
  for (const { name } of photos) await expect(drawer.getByRole('img', { name })).toBeVisible();
  await drawer.getByRole('button', { name: text.save }).click();
  await expect(drawer).toBeHidden();
}

/** A finger swiping across the screen, from where the next photo comes in. */
async function swipeToNext(page: Page, locale: Locale): Promise<void> {
  const session = await page.context().newCDPSession(page);
  // A finger moving left shows the next photo in English, moving right in Arabic.
  const [from, to] = locale === 'ar' ? [60, 330] : [330, 60];
  const y = 300;
  const steps = 10;
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  for (let step = 1; step <= steps; step++) {
    const x = from + ((to - from) * step) / steps;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The name of the photo filling the viewer: the one whose slide is on screen. */
async function shownPhoto(viewer: Locator): Promise<string | null> {
  return viewer.evaluate((dialog) => {
    const visible = [...dialog.querySelectorAll('img')].find((img) => {
      const box = img.getBoundingClientRect();
      return box.left >= -1 && box.right <= window.innerWidth + 1 && box.width > 0;
    });
    return visible?.alt.replace(/\.\w+$/, '') ?? null;
  });
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test.describe(`the photo viewer on a phone, in ${locale}`, () => {
    test.use(phone);

    test('a tapped photo opens full screen, swipes to the next, and Back closes it; offline and synced', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const text = labels[locale];
      const email = uniqueEmail(`photos.${locale}`);
      await signUpThroughTheApi(request, email, demoPassword);
      await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
      await logInThroughTheForm(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/achievements');
      await expect(page.getByRole('button', { name: text.newAchievement })).toBeVisible();
      await waitForActiveServiceWorker(page);
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));

      // Taken offline: the photos exist only on this phone.
      await goOffline(context);
      const description = `Reading circle ${Date.now()}`;
      await saveAchievementWithPhotos(page, locale, description);
      const card = page.locator('.mantine-Card-root', { hasText: description });
      await expect(card.getByText(text.waiting)).toBeVisible();

      const tapped = card.getByRole('button', { name: text.view('group-work') });
      await tapped.tap();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toHaveAccessibleName(named('group-work'));
      expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await expect(viewer.getByText(text.position(2, 3), { exact: true })).toBeVisible();
      await expect(viewer.getByRole('img', { name: named('group-work') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      await expect.poll(() => shownPhoto(viewer)).toBe('group-work');

      await swipeToNext(page, locale);
      await expect(viewer.getByText(text.position(3, 3), { exact: true })).toBeVisible();
      await expect.poll(() => shownPhoto(viewer)).toBe('reading-corner');
      await expect(viewer).toHaveAccessibleName(named('reading-corner'));
      await viewer.getByRole('button', { name: text.previous }).tap();
      await expect(viewer.getByText(text.position(2, 3), { exact: true })).toBeVisible();
      await expect.poll(() => shownPhoto(viewer)).toBe('group-work');

      // The phone's Back closes the viewer and stays on the page.
      await page.goBack();
      await expect(viewer).toBeHidden();
      await expect(page).toHaveURL(/\/achievements$/);
      await expect(tapped).toBeFocused();
      expect(downloads).toEqual([]);

      // Synced, the photos come from the server: the original, larger than its thumbnail.
      await goOnline(context);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(card.getByText(text.synced)).toBeVisible({ timeout: 30_000 });
      await page.reload();
      const first = card.getByRole('button', { name: text.view('lesson-board') });
      await first.tap();
      const synced = page.getByRole('dialog');
      await expect(synced).toHaveAccessibleName(named('lesson-board'));
      await expect(synced.getByText(text.position(1, 3), { exact: true })).toBeVisible();
      await expect
        .poll(() =>
          synced
            .getByRole('img', { name: named('lesson-board') })
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(640);
      await swipeToNext(page, locale);
      await expect(synced.getByText(text.position(2, 3), { exact: true })).toBeVisible();
      expect(downloads).toEqual([]);

      // Downloading stays one tap away inside the viewer.
      const downloading = page.waitForEvent('download');
      await synced.getByRole('button', { name: text.download }).tap();
      expect((await downloading).suggestedFilename()).toMatch(/^group-work\./);
      await page.goBack();
      await expect(synced).toBeHidden();
      await expect(page).toHaveURL(/\/achievements$/);
    });
  });
}
