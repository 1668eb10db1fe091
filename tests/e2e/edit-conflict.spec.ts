import { randomUUID } from 'node:crypto';

import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/playwright.ts';

import {
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from './support/accounts.ts';
import { postAs } from './support/demo-school-teacher.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

// Issue 35, item 1: a conflict shows both versions, and the device whose edit was replaced hears of it.
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tablet = { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true };

async function device(
  browser: Browser,
  size: typeof phone,
  locale: 'en' | 'ar',
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
  await logInThroughTheForm(page, email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  return { context, page };
}

async function editDescription(
  page: Page,
  from: string,
  to: string,
  words: { edit: string; drawer: string; description: string; location: string; save: string },
  location?: string,
): Promise<void> {
  await page
    .locator('.mantine-Card-root', { hasText: from })
    .getByRole('button', { name: words.edit })
    .click();
  const drawer = page.getByRole('dialog', { name: words.drawer });
  await drawer.getByLabel(words.description).fill(to);
  if (location !== undefined) await drawer.getByLabel(words.location).fill(location);
  await drawer.getByRole('button', { name: words.save }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(to).first()).toBeVisible();
}

const english = {
  edit: 'Edit',
  drawer: 'Edit evidence',
  description: 'Description',
  location: 'Location',
  save: 'Save',
};
const arabic = {
  edit: 'تعديل',
  drawer: 'تعديل الشاهد',
  description: 'الوصف',
  location: 'المكان',
  save: 'حفظ',
};

test('an achievement edited offline on the phone and online on the tablet: both versions shown, the tablet told its edit was replaced', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('conflict.teacher');
  const token = await signUpThroughTheApi(request, email, demoPassword);
  const criteria = await request.get('/api/criteria?job=teacher', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [criterion] = ((await criteria.json()) as { result: { id: string }[] }).result;
  const original = `Robotics club visit ${Date.now()}`;
  await postAs(request, token, '/achievements', {
    id: randomUUID(),
    description: original,
    event_start_at: '2026-11-10T10:00:00+03:00',
    duration_minutes: 90,
    location: 'Science lab',
    criterion_ids: [criterion?.id],
    evidence_type: 'other',
  });

  const onPhone = await device(browser, phone, 'ar', email);
  const onTablet = await device(browser, tablet, 'en', email);
  for (const { page } of [onPhone, onTablet]) {
    await expect(page.getByText(original).first()).toBeVisible();
    await waitForActiveServiceWorker(page);
  }

  const fromPhone = `${original}: the students built a line follower`;
  const fromTablet = `${original}: judged the final round`;
  await goOffline(onPhone.context);
  await editDescription(onPhone.page, original, fromPhone, arabic);
  await editDescription(onTablet.page, original, fromTablet, english, 'Robotics room');
  await expect(onTablet.page.getByText('Synced').first()).toBeVisible({ timeout: 15_000 });

  await goOnline(onPhone.context);
  await onPhone.page.evaluate(() => window.dispatchEvent(new Event('online')));
  const attention = onPhone.page.locator('#needs-attention');
  const keepMine = attention.getByRole('button', { name: 'الإبقاء على نسختي' });
  const useSaved = attention.getByRole('button', { name: 'استخدام النسخة المحفوظة' });
  await expect(keepMine).toBeVisible({ timeout: 15_000 });
  // Compact on a phone: what changed named in one line, both choices near the top, and the
  // comparison folded until asked for.
  const notice = await attention.getByRole('alert').boundingBox();
  expect(notice?.height ?? 0, 'the notice’s height on a phone').toBeLessThan(400);
  for (const choice of [keepMine, useSaved]) {
    const box = await choice.boundingBox();
    expect((box?.y ?? 0) - (notice?.y ?? 0), 'a choice near the top').toBeLessThan(250);
  }
  await expect(attention.getByText('تغيّر: الوصف والمكان')).toBeVisible();
  await onPhone.page.screenshot({ path: test.info().outputPath('conflict-phone-ar.png') });
  await attention.getByRole('button', { name: 'قارن بين النسختين' }).tap();
  const mine = attention.getByRole('region', { name: 'نسختك على هذا الجهاز' });
  const saved = attention.getByRole('region', { name: 'النسخة المحفوظة' });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(fromPhone);
  await expect(mine).toContainText('Science lab');
  await expect(saved).toContainText(fromTablet);
  await expect(saved).toContainText('Robotics room');
  // Only the fields that differ are compared, marked in both.
  for (const version of [mine, saved]) {
    await expect(version.locator('[data-changed]')).toHaveCount(2);
    await expect(version.locator('dd')).toHaveCount(2);
    await expect(version.locator('[data-changed]').first()).toContainText('تغيّر');
  }
  // Stacked on a phone: the saved version under the device's own.
  const mineBox = await mine.boundingBox();
  const savedBox = await saved.boundingBox();
  expect(savedBox?.y ?? 0).toBeGreaterThan((mineBox?.y ?? 0) + (mineBox?.height ?? 0) - 1);
  // "اعتماد" means finalising an evaluation; the choice says what it does instead.
  await expect(attention).not.toContainText('اعتماد');
  await onPhone.page.screenshot({
    path: test.info().outputPath('conflict-phone-ar-compared.png'),
    fullPage: true,
  });

  await keepMine.tap();
  await expect(attention).toBeHidden({ timeout: 15_000 });

  // The tablet shows the phone's version and says that its own edit was replaced.
  await expect(onTablet.page.getByText(fromPhone).first()).toBeVisible({ timeout: 10_000 });
  const bellCount = onTablet.page
    .getByTestId('notification-count')
    .locator('.mantine-Indicator-indicator');
  await expect(bellCount).toHaveText('1', { timeout: 10_000 });
  await onTablet.page.reload();
  await onTablet.page.getByRole('button', { name: 'Notifications' }).click();
  const centre = onTablet.page.getByRole('dialog', { name: 'Notifications' });
  await expect(centre.getByText('Your edit was replaced')).toBeVisible();
  await expect(centre.getByText(new RegExp(fromTablet))).toBeVisible();

  await onPhone.context.close();
  await onTablet.context.close();
});
