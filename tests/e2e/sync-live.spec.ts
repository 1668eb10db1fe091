import { randomUUID } from 'node:crypto';

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/playwright.ts';

import {
  accessTokenOf,
  demo,
  demoPassword,
  logInThroughTheForm,
  signUpThroughTheApi,
  uniqueEmail,
} from './support/accounts.ts';
import { goOffline, goOnline, waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tablet = { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true };

async function api(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, email)}` };
  return {
    async call<T>(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
      const response = await request[method](`/api${url}`, { headers, data });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { result: T }).result;
    },
  };
}

/** A device of the teacher: its own browser, signed in, on a screen of the app. */
async function openDevice(
  browser: Browser,
  size: typeof phone,
  email: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await logInThroughTheForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  return { context, page };
}

test.describe('live sync between devices and people', () => {
  test('a principal’s review appears on the teacher’s open plan without a reload', async ({
    browser,
    request,
  }) => {
    const teacher = await api(request, demo.teacher);
    const principal = await api(request, demo.principal);
    const [criterion] = await teacher.call<{ id: string }[]>('get', '/criteria?job=teacher');
    const name = `Reading circles ${Date.now()}`;
    const planId = randomUUID();
    await teacher.call('post', '/development-plans', {
      id: planId,
      name,
      start_date: '2026-09-01',
      end_date: '2027-01-31',
    });
    const withGoal = await teacher.call<{ version: number }>(
      'post',
      `/development-plans/${planId}/goals`,
      {
        id: randomUUID(),
        statement: 'Run weekly reading circles',
        due_date: '2026-12-15',
        criterion_ids: [criterion?.id],
        version: 1,
      },
    );
    const active = await teacher.call<{ version: number }>(
      'post',
      `/development-plans/${planId}/activate`,
      { version: withGoal.version },
    );

    const { context, page } = await openDevice(browser, phone, demo.teacher, '/development-plans');
    await page.getByRole('button', { name: `Open plan ${name}` }).click();
    await expect(page.getByText('Run weekly reading circles')).toBeVisible();

    const comment = `Well planned; share the circles with the department ${Date.now()}`;
    await principal.call('put', `/development-plans/${planId}/review`, {
      admin_comment: comment,
      grade: 5,
      version: active.version,
    });
    const reviewedAt = Date.now();
    await expect(page.getByTestId('review').getByText(comment)).toBeVisible({ timeout: 5_000 });
    test.info().annotations.push({
      type: 'review shown after',
      description: `${Date.now() - reviewedAt} ms`,
    });
    await context.close();
  });

  test('the same teacher edits one achievement offline on phone and tablet; both converge, the conflict shown, not lost', async ({
    browser,
    request,
  }) => {
    const teacher = await api(request, demo.teacher2);
    const [criterion] = await teacher.call<{ id: string }[]>('get', '/criteria?job=teacher');
    const original = `Robotics club visit ${Date.now()}`;
    await teacher.call('post', '/achievements', {
      id: randomUUID(),
      description: original,
      event_start_at: '2026-11-10T10:00:00+03:00',
      duration_minutes: 90,
      location: 'Science lab',
      criterion_ids: [criterion?.id],
      evidence_type: 'other',
      file_ids: [],
      links: [],
    });

    const onPhone = await openDevice(browser, phone, demo.teacher2, '/achievements');
    const onTablet = await openDevice(browser, tablet, demo.teacher2, '/achievements');
    for (const { page } of [onPhone, onTablet]) {
      await expect(page.getByText(original).first()).toBeVisible();
      await waitForActiveServiceWorker(page);
    }

    const edit = async (page: Page, description: string) => {
      const card = page.locator('.mantine-Card-root', { hasText: original });
      await card.getByRole('button', { name: 'Edit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit evidence' });
      await drawer.getByLabel('Description').fill(description);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByText(description).first()).toBeVisible();
    };
    await goOffline(onPhone.context);
    await goOffline(onTablet.context);
    await edit(onPhone.page, `${original} (from the phone)`);
    await edit(onTablet.page, `${original} (from the tablet)`);

    // The phone gets through first; the tablet's change was based on the older copy.
    await goOnline(onPhone.context);
    await onPhone.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(onPhone.page.getByText('Synced').first()).toBeVisible({ timeout: 15_000 });
    await goOnline(onTablet.context);
    await onTablet.page.evaluate(() => window.dispatchEvent(new Event('online')));
    const attention = onTablet.page.locator('#needs-attention');
    await expect(
      attention.getByText(/This piece of evidence was also changed on another device/),
    ).toBeVisible({ timeout: 15_000 });

    // Keeping the tablet's version sends it on top of the phone's; the phone shows it by itself.
    await attention.getByRole('button', { name: 'Keep my version' }).click();
    await expect(onPhone.page.getByText(`${original} (from the tablet)`).first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(onPhone.page.getByText(`${original} (from the phone)`)).toHaveCount(0);
    const descriptions = (
      await teacher.call<{ description: string }[]>('get', '/achievements')
    ).map((achievement) => achievement.description);
    expect(descriptions.filter((d) => d.startsWith(original))).toEqual([
      `${original} (from the tablet)`,
    ]);
    await onPhone.context.close();
    await onTablet.context.close();
  });

  test('after signing the other devices out, this one still hears of changes made elsewhere', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('live.after.sign.out');
    await signUpThroughTheApi(request, email, demoPassword);
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInThroughTheForm(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    // The server closes this device's socket too (its token is older); it comes back with the
    // fresh token the page was given, never with the refused one.
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('You are signed out on all other devices.')).toBeVisible();
    await page.getByRole('link', { name: 'Development plan' }).first().click();
    await expect(page).toHaveURL(/\/development-plans$/);

    const name = `Plan made on the laptop ${Date.now()}`;
    const created = await request.post('/api/development-plans', {
      headers: { Authorization: `Bearer ${await accessTokenOf(request, email)}` },
      data: { id: randomUUID(), name, start_date: '2026-09-01', end_date: '2027-01-31' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    // Only a poke brings it this soon: the timed pull waits minutes.
    await expect(page.getByText(name)).toBeVisible({ timeout: 5_000 });
  });
});
