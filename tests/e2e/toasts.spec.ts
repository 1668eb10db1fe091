import { expect, test, type Page } from './support/playwright.ts';

import { demo, demoPassword, logInThroughTheForm } from './support/accounts.ts';

async function failToSignIn(page: Page): Promise<void> {
  // An address with no account: the failure counts against nobody's sign-in limit.
  await logInThroughTheForm(page, `nobody.${Date.now()}@shawahid.test`, 'Wrong#Password1');
}

/** Drags the toast sideways by `share` of its width with a pressed pointer, then lets go. */
async function swipe(page: Page, share: number): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').first();
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast to swipe');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + box.width * share, y, { steps: 8 });
  await page.mouse.up();
}

test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  });

  test('a toast swiped past 60% of its width goes; a shorter swipe brings it back', async ({
    page,
  }) => {
    await failToSignIn(page);
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toHaveCount(1);
    await swipe(page, 0.4);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveCSS('transform', 'none');
    await swipe(page, 0.7);
    await expect(toast).toHaveCount(0);
  });

  test('the failure shown before a successful sign-in does not stay after it', async ({ page }) => {
    await failToSignIn(page);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
    await page.locator('input[type="email"]').fill(demo.teacher);
    await page.locator('input[type="password"]').fill(demoPassword);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });
});
