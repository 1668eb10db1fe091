import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';

// The account menu loads its code when first reached for and replaces its button already open;
// the portfolio's download menu is drawn with the screen. For both, a keyboard user must find
// the focus back on the button when the menu closes, not lost on the page.
test('menus give the keyboard back to their button on Escape', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, demo.teacher);
  await expect(page).toHaveURL(/\/dashboard$/);

  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await accountMenu.focus();
  // A quick hand, the first time: Escape at once, while the menu's code may still be loading
  // and before the menu has taken the focus from its button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  await expect(accountMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  // Escape the moment the menu shows, before it may have taken the focus: Mantine's focus
  // trap can still move the focus into the fading menu on a loaded machine, which
  // `EscapableMenu` sends back to the button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  await expect(accountMenu).toBeFocused();

  await page.goto('/achievements');
  const download = page.getByRole('button', { name: 'Download portfolio (PDF)' });
  await download.focus();
  await page.keyboard.press('Enter');
  const accepted = page.getByRole('menuitem', { name: 'Accepted evidence only' });
  await expect(accepted).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accepted).toBeHidden();
  await expect(download).toBeFocused();

  // A quick hand: Escape at once, before the menu has taken the focus from its button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(accepted).toBeHidden();
  await expect(download).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(accepted).toBeVisible();
});
