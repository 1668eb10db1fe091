import { expect, test, type Page } from '@playwright/test';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { pickDateTime } from './support/date-picker.ts';

async function fillNewAchievement(page: Page, description: string) {
  await page.getByRole('button', { name: 'New evidence' }).click();
  const drawer = page.getByRole('dialog', { name: 'New evidence' });
  await drawer.getByLabel('Description').fill(description);
  await pickDateTime(page, drawer.getByLabel('Start date and time'), '2026-11-18', '09:30');
  await drawer.getByLabel('Duration (minutes)').fill('45');
  await drawer.getByLabel('Location').fill('Library');
  await drawer.getByRole('combobox', { name: 'Criteria' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('combobox', { name: 'Evidence type' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  return drawer;
}

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
