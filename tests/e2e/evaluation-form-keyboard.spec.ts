import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { newEvaluatedTeacher, recordEvidence } from './support/evaluated-teacher.ts';
import { focusHiddenWhilePressing } from './support/focus-obscured.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const words = {
  en: { staff: 'Staff evaluations', summary: 'Principal’s evaluation' },
  ar: { staff: 'تقييمات المنسوبين', summary: 'تقييم قائد المدرسة' },
} as const;

for (const locale of ['en', 'ar'] as const) {
  test(`on a phone, in ${locale}, the keyboard's focus never hides under the evaluation's sticky summary`, async ({
    page,
    request,
  }) => {
    // Names no other spec gives a teacher: the staff list is picked by name.
    const name = locale === 'ar' ? 'هيفاء المطيري' : 'Haifa Al-Mutairi';
    const evaluated = await newEvaluatedTeacher(request, name);
    await recordEvidence(request, evaluated.token, 'Open lesson on fractions');
    await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    await logInThroughTheForm(page, demo.principal);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/evaluations');
    const staffList = page.getByRole('heading', { name: words[locale].staff }).locator('..');
    await staffList.getByRole('link').filter({ hasText: name }).first().click();
    await expect(page.getByRole('region')).toHaveCount(11);
    await expect(page.getByRole('status').filter({ hasText: words[locale].summary })).toBeVisible();
    // Down through every criterion's scores and notes to Finalise, then back up: the summary
    // stays under the header, and what the focus lands on is scrolled clear of both.
    const hidden = await focusHiddenWhilePressing(page, [
      ...Array<string>(80).fill('Tab'),
      ...Array<string>(80).fill('Shift+Tab'),
    ]);
    expect(hidden).toEqual([]);
  });
}
