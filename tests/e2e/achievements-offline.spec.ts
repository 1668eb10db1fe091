import { expect, test, type BrowserContext, type Page } from './support/playwright.ts';
import sharp from 'sharp';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';
import { serverAchievements } from './support/server-achievements.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function fillAchievement(page: Page, description: string): Promise<void> {
  const drawer = await fillNewEvidence(page, {
    description,
    type: 'Image',
    location: 'Classroom 3B',
    files: [
      { name: 'lesson-board.png', mimeType: 'image/png', buffer: await photo('#2a9d8f') },
      { name: 'group-work.png', mimeType: 'image/png', buffer: await photo('#e9c46a') },
    ],
  });
  await expect(drawer.getByRole('img', { name: 'lesson-board.png' })).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'group-work.png' })).toBeVisible();
}

/** Signs in online, opens the achievements once (so the app is cached), then saves one offline. */
async function saveAchievementOffline(
  page: Page,
  context: BrowserContext,
  email: string,
  description: string,
): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();
  await waitForActiveServiceWorker(page);

  await goOffline(context);
  await fillAchievement(page, description);
  await page
    .getByRole('dialog', { name: 'New evidence' })
    .getByRole('button', { name: 'Save' })
    .click();
}

test.describe('achievements offline', () => {
  test('an achievement with two photos saved offline reaches the server once, with both files', async ({
    page,
    context,
    request,
  }) => {
    const description = `Cooperative reading lesson ${Date.now()}`;
    await saveAchievementOffline(page, context, demo.teacher, description);
    await expect(page.getByText(description).first()).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();

    // Still there after a reload with no network: it lives on the device.
    await page.reload();
    await expect(page.getByText(description).first()).toBeVisible();
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    // The navbar's sync button tells the same in its details, offline too.
    await page.getByRole('button', { name: 'Sync status' }).click();
    await expect(page.getByText('item waiting to sync', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync status' })).toBeFocused();
    await page.keyboard.press('Escape');
    expect(
      await serverAchievements(request, demo.teacher).then((list) =>
        list.filter((a) => a.description === description),
      ),
    ).toHaveLength(0);

    await goOnline(context);
    // Going online fires no sync event under emulation; the page's own trigger replays.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('Synced').first()).toBeVisible({ timeout: 20_000 });

    await expect
      .poll(
        async () =>
          (await serverAchievements(request, demo.teacher)).filter(
            (a) => a.description === description,
          ).length,
      )
      .toBe(1);
    const [stored] = (await serverAchievements(request, demo.teacher)).filter(
      (a) => a.description === description,
    );
    // Photos are compressed on the device, which may change the extension.
    expect(stored?.files.map((file) => file.name.replace(/\.\w+$/, '')).sort()).toEqual([
      'group-work',
      'lesson-board',
    ]);

    // Another replay, as after a reconnect, sends nothing twice.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload();
    await expect(page.getByText(description).first()).toBeVisible();

    // Synced photos show the server's thumbnails, open in the viewer and download from it
    // through the authorised API.
    const card = page.locator('.mantine-Card-root', { hasText: description }).first();
    const photoChip = card.getByRole('button', { name: /^View lesson-board/ });
    // Previews load once scrolled into view.
    await photoChip.scrollIntoViewIfNeeded();
    await expect(photoChip.locator('img')).toHaveAttribute('src', /^blob:/);
    await photoChip.click();
    const viewer = page.getByRole('dialog', { name: /^lesson-board/ });
    const downloading = page.waitForEvent('download');
    await viewer.getByRole('button', { name: /^Download lesson-board/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^lesson-board\./);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    expect(
      (await serverAchievements(request, demo.teacher)).filter(
        (a) => a.description === description,
      ),
    ).toHaveLength(1);
  });

  test('a 401 during replay keeps the items, and they sync once the same user signs in again', async ({
    page,
    context,
    request,
  }) => {
    const description = `Parents' evening ${Date.now()}`;
    await saveAchievementOffline(page, context, demo.teacher2, description);
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();

    // The session ends on the server while the device is offline.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const logout = await request.post('/api/auth/logout', {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(logout.ok()).toBe(true);

    await goOnline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page).toHaveURL(/\/login$/);
    expect(
      (await serverAchievements(request, demo.teacher2)).filter(
        (a) => a.description === description,
      ),
    ).toHaveLength(0);

    await logInThroughTheForm(page, demo.teacher2);
    // Back where the session ended, or home: either way signed in again.
    await expect(page).toHaveURL(/\/(dashboard|achievements)$/);
    await page.goto('/achievements');
    await expect(page.getByText(description).first()).toBeVisible();
    await expect
      .poll(
        async () =>
          (await serverAchievements(request, demo.teacher2)).filter(
            (a) => a.description === description,
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.getByText('Synced').first()).toBeVisible();
  });
});

test.describe('achievements replayed by the page', () => {
  // Playwright cannot hand a service worker an answer it fetched on the worker's behalf (the
  // worker's request hangs and holds the replay lock), so here the page replays alone; the
  // service worker runs the same engine.
  test.use({ serviceWorkers: 'block' });

  test('answers lost on the way back are retried with the same keys and stored once', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const description = `Science fair judging ${Date.now()}`;
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.soloTeacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();

    // The connection drops after the first upload is created, after the first upload's last
    // bytes and after the first push reach the server, before the answer gets back: the
    // server has done the work, the device cannot know it.
    const answersLost = new Set<string>();
    const lostKeys = new Map<string, string | null>();
    const laterKeys: { call: string; key: string | null }[] = [];
    const callsOfUpload = new Map<string, string[]>();
    let uploadWithLostAnswer: string | null = null;
    await context.route('**/api/**', async (route) => {
      const sent = route.request();
      const path = new URL(sent.url()).pathname;
      const uploadId = /^\/api\/uploads\/([^/]+)$/.exec(path)?.[1];
      if (uploadId)
        callsOfUpload.set(uploadId, [...(callsOfUpload.get(uploadId) ?? []), sent.method()]);
      const call = `${sent.method()} ${uploadId ? '/api/uploads/:id' : path}`;
      if (sent.method() === 'GET' || sent.method() === 'HEAD' || path.startsWith('/api/auth/')) {
        await route.fallback();
        return;
      }
      // Writes of records travel in push batches, each with its own key inside; uploads are
      // made idempotent by their address (tus), not by a key.
      const key =
        path === '/api/sync/push'
          ? ((sent.postDataJSON() as { mutations: { idempotency_key: string }[] }).mutations[0]
              ?.idempotency_key ?? null)
          : null;
      if (answersLost.has(call)) {
        laterKeys.push({ call, key });
        await route.fallback();
        return;
      }
      answersLost.add(call);
      lostKeys.set(call, key);
      if (uploadId) uploadWithLostAnswer = uploadId;
      await route.fetch();
      await route.fulfill({ status: 502, body: '' });
    });
    await fillAchievement(page, description);
    await page
      .getByRole('dialog', { name: 'New evidence' })
      .getByRole('button', { name: 'Save' })
      .click();

    // Earlier runs' cards say Synced too, so only this one's counts.
    const card = page.locator('.mantine-Card-root', { hasText: description });
    await expect(card.getByText('Synced')).toBeVisible({ timeout: 90_000 });
    expect([...answersLost].sort()).toEqual([
      'PATCH /api/uploads/:id',
      'POST /api/sync/push',
      'POST /api/uploads',
    ]);
    const pushKey = lostKeys.get('POST /api/sync/push');
    expect(pushKey).toBeTruthy();
    expect(
      laterKeys.filter((later) => later.call === 'POST /api/sync/push').map((later) => later.key),
    ).toContain(pushKey);
    // The upload whose last answer was lost is asked for its file, not sent again.
    expect(callsOfUpload.get(uploadWithLostAnswer ?? '')).toEqual(['PATCH', 'HEAD']);
    const stored = (await serverAchievements(request, demo.soloTeacher)).filter(
      (a) => a.description === description,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.files).toHaveLength(2);
  });
});
