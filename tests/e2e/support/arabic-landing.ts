import { expect, type Page } from './playwright.ts';

/** The landing page is shown in Arabic, right to left, with no trace of `englishText`. */
export async function expectArabicLanding(page: Page, englishText: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  await expect(page.locator('body')).not.toContainText(englishText);
}
