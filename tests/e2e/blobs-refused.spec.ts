import { expect, test } from './support/playwright.ts';
import sharp from 'sharp';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';
import { serverAchievements } from './support/server-achievements.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

// Chromium standing in for a WebKit private session, whose IndexedDB refuses Blobs.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en');
    const holdsBlob = (value: unknown): boolean =>
      value instanceof Blob ||
      (typeof value === 'object' &&
        value !== null &&
        !(value instanceof ArrayBuffer) &&
        Object.values(value).some(holdsBlob));
    const { put, add } = IDBObjectStore.prototype;
    const refusing = (original: typeof put) =>
      function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (holdsBlob(value)) {
          throw new DOMException(
            'Error preparing Blob/File data to be stored in object store',
            'UnknownError',
          );
        }
        return original.call(this, value, key);
      };
    IDBObjectStore.prototype.put = refusing(put);
    IDBObjectStore.prototype.add = refusing(add);
  });
});

test('a photo saved where IndexedDB refuses Blobs is kept, shown and uploaded', async ({
  page,
  context,
  request,
}) => {
  const description = `Lesson in a private window ${Date.now()}`;
  await logInThroughTheForm(page, demo.teacher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();
  await waitForActiveServiceWorker(page);
  await goOffline(context);

  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' },
  })
    .png()
    .toBuffer();
  const drawer = await fillNewEvidence(page, {
    description,
    type: 'Image',
    location: 'Classroom 3B',
    files: [{ name: 'lesson-board.png', mimeType: 'image/png', buffer: png }],
  });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden({ timeout: 10_000 });

  const card = page.locator('.mantine-Card-root', { hasText: description }).first();
  await expect(card.getByText('Waiting to sync')).toBeVisible();
  const photoChip = card.getByRole('button', { name: /^View lesson-board/ });
  await photoChip.scrollIntoViewIfNeeded();
  await expect(photoChip.locator('img')).toHaveAttribute('src', /^blob:/);

  // The bytes sit in IndexedDB as an ArrayBuffer, the form every engine takes.
  const storedForms = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '');
    const name = names.find((dbName) => /^shawahid-(?!session)/.test(dbName));
    if (!name) return [];
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(new Error('not opened'));
    });
    const rows = await new Promise<unknown[]>((resolve) => {
      const reading = idb.transaction('files').objectStore('files').getAll();
      reading.onsuccess = () => resolve(reading.result);
    });
    idb.close();
    return rows.map((row) =>
      typeof row === 'object' && row !== null && 'blob' in row && row.blob instanceof Blob
        ? 'blob'
        : 'bytes',
    );
  });
  expect(storedForms).toEqual(['bytes']);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(card.getByText('Synced')).toBeVisible({ timeout: 20_000 });
  const [stored] = (await serverAchievements(request, demo.teacher)).filter(
    (achievement) => achievement.description === description,
  );
  expect(stored?.files).toHaveLength(1);
});
