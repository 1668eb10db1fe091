import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { openCalendar, pickDateTime } from './support/date-picker.ts';

test.describe('dates on a phone in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the evidence time is picked on an Arabic calendar and clock, and the card shows the Hijri date', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');

    await page.getByRole('button', { name: 'شاهد جديد' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'شاهد جديد' });
    const description = `درس قراءة جهرية ${Date.now()}`;
    await drawer.getByLabel('الوصف').fill(description);

    // On a phone the calendar opens whole on the screen.
    const field = drawer.getByLabel('تاريخ البدء ووقته');
    const calendar = await openCalendar(page, field);
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const months = await calendar.locator('select[data-select="month"] option').allTextContents();
    expect(months).toContain('نوفمبر');
    const dayPeriods = await calendar
      .getByLabel('صباحًا أو مساءً')
      .locator('option')
      .allTextContents();
    expect(dayPeriods).toEqual(expect.arrayContaining(['ص', 'م']));
    expect(await calendar.innerText()).not.toMatch(/\b(AM|PM)\b/);
    // Escape closes the calendar alone, not the form under it.
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(drawer.getByLabel('الوصف')).toHaveValue(description);

    await pickDateTime(page, field, '2026-11-18', '15:30', 'ar');
    await expect(field).toHaveText(/18\D{1,2}11\D{1,2}2026.*3:30 م/);
    await expect(field).not.toHaveText(/AM|PM/);

    await drawer.getByRole('combobox', { name: 'المعايير' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('combobox', { name: 'نوع الشاهد' }).click();
    await page.getByRole('option', { name: 'مستند' }).click();
    await drawer.getByRole('button', { name: 'حفظ' }).click();
    await expect(drawer).toBeHidden();

    // 18 November 2026 is 8 Jumada II 1448 on the Umm al-Qura calendar.
    const card = page.locator('.mantine-Card-root').filter({ hasText: description });
    await expect(card.getByText('8 جمادى الآخرة 1448 هـ')).toBeVisible();
  });
});

test.describe('dates by keyboard in Arabic', () => {
  test('the drawer opens on its first field, arrows follow the page’s direction, ✓ gives the focus back', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await logInThroughTheForm(page, demo.teacher2);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/achievements');

    await page.getByRole('button', { name: 'شاهد جديد' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'شاهد جديد' });
    // Typed at once, without a click: the focus is already in the description.
    await expect(drawer.getByLabel('الوصف')).toBeFocused();
    await page.keyboard.type('حصة');
    await expect(drawer.getByLabel('الوصف')).toHaveValue('حصة');

    const field = drawer.getByLabel('تاريخ البدء ووقته');
    const calendar = await openCalendar(page, field);
    const focusedDay = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await calendar.locator('table button:not([data-outside])').nth(10).focus();
    const start = await focusedDay();
    const dayOf = (label: string) => Number(/^(\d+)/.exec(label)?.[1]);
    // Right to left, the day on the left is the next one.
    await page.keyboard.press('ArrowLeft');
    expect(dayOf(await focusedDay())).toBe(dayOf(start) + 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(dayOf(await focusedDay())).toBe(dayOf(start) - 1);

    await calendar.getByRole('button', { name: 'تم' }).press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    // Still in the form, not on the page behind it.
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
});
