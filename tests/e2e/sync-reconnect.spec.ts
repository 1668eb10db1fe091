import { expect, test, type APIRequestContext, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';
import { serverAchievements } from './support/server-achievements.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

async function descriptionsOnServer(request: APIRequestContext, email: string): Promise<string[]> {
  return (await serverAchievements(request, email)).map((achievement) => achievement.description);
}

async function saveTextAchievement(page: Page, description: string): Promise<void> {
  const drawer = await fillNewEvidence(page, {
    description,
    type: 'Other',
    location: 'School theatre',
  });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(description).first()).toBeVisible();
}

test.describe('sync after a long time offline', () => {
  test('items saved during a day without signal reach the server within seconds of the network returning', async ({
    page,
    context,
    request,
  }) => {
    // The page's clock, so hours offline pass in seconds; it keeps running on its own.
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();
    await waitForActiveServiceWorker(page);

    await goOffline(context);
    const stamp = Date.now();
    const descriptions = [1, 2, 3].map((n) => `Offline day item ${n} ${stamp}`);
    for (const description of descriptions) await saveTextAchievement(page, description);

    // A school day without signal: the app keeps trying in the background all along, each of
    // its timers firing in turn with a task of its own.
    await page.clock.runFor('30:00');
    await expect(page.getByText('Waiting to sync').first()).toBeVisible();
    // The navbar says offline, not synced.
    await page.getByRole('button', { name: 'Sync status' }).click();
    await expect(page.getByText(/^Offline\. Everything is kept on this device/)).toBeVisible();
    await page.keyboard.press('Escape');

    await goOnline(context);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const back = Date.now();
    await expect
      .poll(
        async () =>
          (await descriptionsOnServer(request, demo.teacher2)).filter((d) =>
            descriptions.includes(d),
          ).length,
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(descriptions.length);
    test.info().annotations.push({
      type: 'arrived after reconnecting',
      description: `${Date.now() - back} ms`,
    });
    await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(0);
  });
});
