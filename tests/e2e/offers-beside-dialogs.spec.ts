import { chromiumLaunchOptions, fullChromium } from '../../playwright.config.ts';
import { expect, test, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { fillNewEvidence } from './support/new-evidence-form.ts';

const fillNewAchievement = (page: Page, description: string) =>
  fillNewEvidence(page, { description, type: 'Other', location: 'Library' });

// The notifications offer needs the installed app, and a browser that shows notifications
// (the headless shell offers none).
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...chromiumLaunchOptions, executablePath: fullChromium },
});

test.describe('offers beside dialogs', () => {
  test('the notifications offer steps aside while a form is open, so it never covers Save, and comes back after', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');

    const first = `Offer beside dialogs one ${Date.now()}`;
    const drawer = await fillNewAchievement(page, first);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(first).first()).toBeVisible();
    const offer = page.getByRole('alert').filter({ hasText: 'Want to know when it is reviewed?' });
    await expect(offer).toBeVisible();

    const second = `Offer beside dialogs two ${Date.now()}`;
    const again = await fillNewAchievement(page, second);
    await expect(offer).toBeHidden();
    // A real click: fails when anything lies over the button.
    await again.getByRole('button', { name: 'Save' }).click({ timeout: 5_000 });
    await expect(page.getByText(second).first()).toBeVisible();
    await expect(again).toBeHidden();
    await expect(offer).toBeVisible();
  });
});
