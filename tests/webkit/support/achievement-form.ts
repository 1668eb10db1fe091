import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';

import {
  chooseFiles,
  click,
  fieldLabelled,
  pick,
  pressEscape,
  typeInto,
  until,
  type Locale,
} from './page-actions.ts';

/** The app's words the tests act on, in each language (src/locales/ar/messages.po). */
export const words = {
  en: {
    newAchievement: 'New evidence',
    description: 'Description',
    location: 'Location',
    criteria: 'Criteria',
    evidenceType: 'Evidence type',
    image: 'Image',
    keepOriginal: 'Keep the original photos (no compression)',
    save: 'Save',
    waiting: 'Waiting to sync',
  },
  ar: {
    newAchievement: 'شاهد جديد',
    description: 'الوصف',
    location: 'المكان',
    criteria: 'المعايير',
    evidenceType: 'نوع الشاهد',
    image: 'صورة',
    keepOriginal: 'الإبقاء على الصور الأصلية (دون ضغط)',
    save: 'حفظ',
    waiting: 'بانتظار المزامنة',
  },
} as const;

export interface Photo {
  name: string;
  path: string;
  bytes: Buffer;
}

export interface PhotoFolder {
  /** A photo of `size` pixels (small unless given), whose noise makes each byte count. */
  photo(name: string, seed: number, size?: { width: number; height: number }): Promise<Photo>;
  remove(): void;
}

/** Small noisy JPEGs on disk, for the file picker; each seed gives different bytes. */
export function photoFolder(): PhotoFolder {
  const folder = mkdtempSync(join(tmpdir(), 'shawahid-webkit-photos-'));
  return {
    async photo(name, seed, size = { width: 320 + seed, height: 240 }) {
      const bytes = await sharp({
        create: {
          width: size.width,
          height: size.height,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      const path = join(folder, name);
      writeFileSync(path, bytes);
      return { name, path, bytes };
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * Opens "New evidence", fills it as a teacher does with `photos` kept as they are (so the
 * server's copy can be compared byte for byte) and presses Save.
 */
export async function saveAchievementWithPhotos(
  driver: WebDriver,
  locale: Locale,
  description: string,
  photos: Photo[],
): Promise<void> {
  const text = words[locale];
  await click(driver, text.newAchievement);
  await typeInto(driver, text.description, description);
  await typeInto(driver, text.location, 'Lab 2');
  await pick(driver, text.criteria, null);
  await pressEscape(driver);
  await pick(driver, text.evidenceType, text.image);
  const keepOriginal = await fieldLabelled(driver, text.keepOriginal);
  if (!(await keepOriginal.isSelected())) await click(driver, text.keepOriginal, 'label');
  if (photos.length > 0) {
    await chooseFiles(
      driver,
      photos.map((photo) => photo.path),
    );
  }
  for (const photo of photos) {
    await until(`the preview of ${photo.name}`, () =>
      driver.executeScript<boolean>(
        (name: string) =>
          [...document.querySelectorAll('[role="dialog"] img')].some(
            (image) => image.getAttribute('alt') === name,
          ),
        photo.name,
      ),
    );
  }
  await click(driver, text.save, '[role="dialog"] button');
}

/** Whether the new-achievement form is still open (Save has not finished). */
export function formIsOpen(driver: WebDriver, locale: Locale): Promise<boolean> {
  return driver.executeScript<boolean>(
    (title: string) =>
      [...document.querySelectorAll('[role="dialog"]')].some(
        (dialog) => dialog.getClientRects().length > 0 && dialog.textContent?.includes(title),
      ),
    words[locale].newAchievement,
  );
}

/** What the open form shows after Save: whether Save still spins, and any field's error. */
export function formState(driver: WebDriver, locale: Locale): Promise<string> {
  return driver.executeScript<string>((save: string) => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return 'no form open';
    const button = [...dialog.querySelectorAll('button')].find(
      (element) => element.textContent?.trim() === save,
    );
    const spinning = button?.hasAttribute('data-loading') || button?.disabled;
    const errors = [...dialog.querySelectorAll('.mantine-InputWrapper-error, [role="alert"]')]
      .map((element) => element.textContent?.trim())
      .filter(Boolean);
    return `Save ${spinning ? 'spinning' : 'not spinning'}${errors.length > 0 ? `; errors: ${errors.join(' | ')}` : '; no error shown'}`;
  }, words[locale].save);
}
