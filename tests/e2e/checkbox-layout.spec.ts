import { expect, test, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The box and the label of the achievement form's "keep the original photos" checkbox. */
async function checkboxParts(page: Page) {
  const form = page.getByRole('dialog');
  const input = form.locator('.mantine-Checkbox-input');
  const label = form.locator('.mantine-Checkbox-label');
  await expect(label).toBeVisible();
  const [box, text] = await Promise.all([input.boundingBox(), label.boundingBox()]);
  if (!box || !text) throw new Error('the checkbox is not laid out');
  return { box, text };
}

for (const locale of ['en', 'ar'] as const) {
  test(`a checkbox's label sits beside its box, in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');
    await page
      .getByRole('button', { name: locale === 'en' ? 'New evidence' : 'شاهد جديد' })
      .click();

    // Measured again until the dialog's opening transition has settled: mid-way, the box and
    // the label are measured at different moments of the animation.
    await expect(async () => {
      const { box, text } = await checkboxParts(page);
      // Beside it: the label's middle level with the box, not below it.
      const middle = (rect: { y: number; height: number }) => rect.y + rect.height / 2;
      expect(Math.abs(middle(text) - middle(box))).toBeLessThan(box.height);
      if (locale === 'en') expect(text.x).toBeGreaterThanOrEqual(box.x + box.width);
      else expect(text.x + text.width).toBeLessThanOrEqual(box.x);
    }).toPass({ timeout: 5_000 });
    await context.close();
  });
}
