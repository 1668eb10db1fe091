import { randomUUID } from 'node:crypto';

import { expect, test, type Browser, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { addTeacherToDemoSchool, postAs } from './support/demo-school-teacher.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const teacherPassword = 'Madrasa#2026';

async function phoneIn(browser: Browser, locale: 'en' | 'ar', email: string, password?: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
  await logInThroughTheForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

function cardOf(page: Page, description: string) {
  return page.locator('.mantine-Card-root').filter({ hasText: description });
}

test.describe('evidence review', () => {
  test('a principal goes through the queue on a phone, returns one piece, and accepts it once the teacher resubmits', async ({
    browser,
    request,
  }) => {
    // A new member of the demo school, so the queue holds only what this test made.
    const member = await addTeacherToDemoSchool(request, 'Reem Al-Harbi', teacherPassword);
    const { email } = member;
    for (const description of ['Science fair judging', 'Reading club session']) {
      await postAs(request, member.token, '/achievements', {
        id: randomUUID(),
        description,
        event_start_at: '2026-11-10T08:00:00+03:00',
        duration_minutes: 45,
        location: 'Main hall',
        criterion_ids: [member.criterionId],
        evidence_type: 'other',
      });
    }

    const principal = await phoneIn(browser, 'en', demo.principal);
    // Her name is also a link in "Staff with no evidence this term" once her evidence's dates
    // fall in an earlier term; the queue's link opens her review.
    const queueEntry = principal
      .getByRole('link', { name: 'Reem Al-Harbi' })
      .and(principal.locator(`[href="/review?userId=${member.id}"]`));
    await queueEntry.scrollIntoViewIfNeeded();
    await expect(principal.getByRole('heading', { name: 'Awaiting my review' })).toBeVisible();
    await queueEntry.tap();

    await expect(principal).toHaveURL(new RegExp(`/review\\?userId=${member.id}$`));
    await expect(principal.getByText('1 of 2')).toBeVisible();
    await expect(cardOf(principal, 'Science fair judging')).toBeVisible();
    await principal.getByRole('button', { name: 'Return' }).tap();
    await expect(principal.getByText('Write what the teacher should change.')).toBeVisible();
    await principal
      .getByLabel('Comment for the teacher')
      .fill('Add a photo of the winning projects');
    await principal.getByRole('button', { name: 'Return' }).tap();
    await expect(principal.getByText('Evidence returned with your comment.')).toBeVisible();

    await expect(principal.getByText('2 of 2')).toBeVisible();
    await expect(cardOf(principal, 'Reading club session')).toBeVisible();
    await principal.getByRole('button', { name: 'Accept' }).tap();
    await expect(principal.getByText('Nothing awaits your review', { exact: true })).toBeVisible();
    const width = await principal.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the review screen never scrolls sideways').toBeLessThanOrEqual(390);

    const teacher = await phoneIn(browser, 'ar', email, teacherPassword);
    await teacher.goto('/achievements');
    await expect(teacher.getByText('أعاد قائد المدرسة شاهدًا واحدًا مع ملاحظات.')).toBeVisible();
    await expect(cardOf(teacher, 'Reading club session').getByText('مقبول').first()).toBeVisible();
    await teacher.getByRole('button', { name: 'اعرضها' }).tap();
    await expect(cardOf(teacher, 'Reading club session')).toHaveCount(0);
    const returned = cardOf(teacher, 'Science fair judging');
    await expect(returned.getByText('معاد للتعديل').first()).toBeVisible();
    await expect(returned.getByRole('alert')).toContainText('Add a photo of the winning projects');
    await returned.getByRole('button', { name: 'تعديل' }).tap();
    const drawer = teacher.getByRole('dialog', { name: 'تعديل الشاهد' });
    await drawer.getByLabel('الوصف').fill('Science fair judging, with photos of the winners');
    await drawer.getByRole('button', { name: 'حفظ' }).tap();
    // Saved from the "returned" filter: the list shows everything again, the piece in view.
    await expect(teacher.getByRole('button', { name: 'عرض كل الشواهد' })).toHaveCount(0);
    const resubmitted = cardOf(teacher, 'with photos of the winners');
    await expect(resubmitted.getByText('أعيد إرساله')).toBeVisible();
    await expect(resubmitted.getByText('متزامن')).toBeVisible();
    await resubmitted.getByRole('button', { name: 'سجل المراجعات (1)' }).tap();
    await expect(resubmitted.getByText('Add a photo of the winning projects')).toBeVisible();

    await principal.goto(`/review?userId=${member.id}`);
    await expect(principal.getByText('1 of 1')).toBeVisible();
    const again = cardOf(principal, 'with photos of the winners');
    await expect(again.getByText('Resubmitted')).toBeVisible();
    await principal.getByRole('button', { name: 'Accept' }).tap();
    await expect(principal.getByText('Nothing awaits your review', { exact: true })).toBeVisible();
  });
});
