// Issue 29's offline scenario (tests/webkit/support/offline-photos-scenario.ts) driven in Chromium
// through Playwright, step for step as the WebKit tier drives it, so the bench's two rows differ
// only in the engine: the network is cut at the same proxy, never by Chromium's emulation.
import { achievementsDescribed } from '../tests/webkit/support/server-state.ts';

const words = {
  newAchievement: 'New evidence',
  keepOriginal: 'Keep the original photos (no compression)',
  waiting: 'Waiting to sync',
};

/** Resolves with the value `condition` gives once truthy, or null after `timeoutMs`. */
async function until(condition, timeoutMs, intervalMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

const shown = (page, text, timeout = 30_000) =>
  page.getByText(text).first().waitFor({ state: 'visible', timeout });

/** Signs in through the form in English; resolves on the dashboard. */
async function signIn(page, appUrl, email, password) {
  await page.goto(`${appUrl}/login`);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}

/** Resolves once a service worker controls the page (it has precached the app). */
async function untilServiceWorkerControls(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        void navigator.serviceWorker.ready.then(() => {
          if (navigator.serviceWorker.controller) resolve(true);
          else
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
        });
      }),
  );
}

/** Fills "New evidence" as the WebKit tier does, the photo kept as it is, and saves. */
async function saveAchievementWithPhoto(page, description, photo) {
  await page.getByRole('button', { name: words.newAchievement, exact: true }).first().click();
  const form = page.getByRole('dialog', { name: words.newAchievement });
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Location').fill('Lab 2');
  await form.getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Evidence type' }).click();
  await page.getByRole('option', { name: 'Image', exact: true }).click();
  await form.getByLabel(words.keepOriginal).check();
  await form.getByTestId('files-input').setInputFiles(photo.path);
  await form.getByRole('img', { name: photo.name }).waitFor();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await form.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * Signed in with the app cached, the network drops at `proxy`; two achievements with a photo
 * each are saved and the page is reloaded offline; the network returns with the page left open
 * and the page is given the `online` event, as in WebKit. Resolves with the seconds from the
 * return to both achievements, with their photos, on the server, or null past `patienceMs`.
 */
export async function offlinePhotosInChromium({
  page,
  appUrl,
  serverUrl,
  proxy,
  photos,
  teacher,
  password,
  patienceMs,
}) {
  const stamp = Date.now();
  const items = [
    {
      description: `Fractions with paper strips ${stamp}`,
      photo: await photos.photo(`strips-${stamp}.jpg`, 3),
    },
    {
      description: `Playground mapping ${stamp}`,
      photo: await photos.photo(`mapping-${stamp}.jpg`, 4),
    },
  ];

  await signIn(page, appUrl, teacher, password);
  await page.locator('a[href="/achievements"]:visible').first().click();
  await page.waitForURL((url) => url.pathname === '/achievements');
  await shown(page, words.newAchievement);
  await untilServiceWorkerControls(page);

  proxy.cut();
  for (const item of items) {
    await saveAchievementWithPhoto(page, item.description, item.photo);
    await shown(page, item.description);
  }
  await shown(page, words.waiting);

  await page.reload();
  for (const item of items) await shown(page, item.description, 20_000);
  await shown(page, words.waiting);
  // Had anything passed the cut, the run would time a sync that already happened.
  const early = await Promise.all(
    items.map((item) => achievementsDescribed(serverUrl, teacher, item.description)),
  );
  if (early.some((list) => list.length > 0)) throw new Error('an achievement passed the cut');

  proxy.restore();
  const returnedAt = Date.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const arrived = await until(
    async () => {
      const found = await Promise.all(
        items.map((item) => achievementsDescribed(serverUrl, teacher, item.description)),
      );
      return found.every((list) => list.length > 0 && list.every((a) => a.files.length > 0));
    },
    patienceMs,
    500,
  );
  return arrived ? (Date.now() - returnedAt) / 1000 : null;
}
