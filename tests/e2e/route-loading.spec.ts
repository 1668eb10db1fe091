import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';

// The page's own requests must reach page.route; the service worker would answer from its cache.
test.use({ serviceWorkers: 'block' });

test('between two pages with the navbar, a slow page shows the loading overlay, not the old screen', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, demo.teacher);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // From now on every script not yet loaded arrives two seconds late, as on a weak signal.
  let releaseScripts: () => void = () => undefined;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });

  await page.getByRole('link', { name: 'Development plan' }).first().click();
  await expect(page).toHaveURL(/\/development-plans$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait…' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  releaseScripts();
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait…' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/dashboard/i);
});
