import { expect, test, type Locator, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { goOffline, goOnline } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

async function logInAndOpenDashboard(page: Page, email: string): Promise<void> {
  await logInThroughTheForm(page, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dashboard');
}

async function toTopOfScreen(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/** The horizontal middle of an element, to tell which side of the chart an axis sits on. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box on the page.');
  return box.x + box.width / 2;
}

test.describe('dashboards', () => {
  test('a teacher sees their evidence per criterion, and the last figures when offline', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInAndOpenDashboard(page, demo.teacher);

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evidence per criterion' })).toBeVisible();
    const chart = page.getByRole('figure', { name: /of 11 criteria have evidence/ });
    await expect(chart).toContainText('Performing job duties');
    await expect(chart.getByRole('listitem')).toHaveCount(11);
    await expect(
      page.getByRole('heading', { name: 'Criteria still without evidence' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My development plans' })).toBeVisible();
    await expect(page.getByText('Waiting to sync')).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    await goOffline(context);
    await page.getByRole('button', { name: 'Refresh' }).click();

    await expect(page.getByText('Showing the last figures seen on this device')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evidence per criterion' })).toBeVisible();
    await goOnline(context);
  });

  test('a principal reads the school’s figures in Arabic with the chart mirrored', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await logInAndOpenDashboard(page, demo.principal);

    await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await toTopOfScreen(page.getByRole('heading', { name: 'تغطية شواهد المعلمين حسب المعيار' }));
    const chart = page.getByRole('figure').first();
    const row = chart.getByRole('listitem').first();
    await expect(row).toBeVisible();
    const [, bar, figure] = await row.locator(':scope > span').all();
    if (!bar || !figure) throw new Error('A row has no bar or no figure.');
    // In Arabic a figure ends its bar on the left, and each bar grows from the right, where
    // reading starts (an empty one too starts there): measured on the rows not full.
    expect(await middleOf(figure)).toBeLessThan(await middleOf(bar));
    const partBars = await chart.getByRole('listitem').evaluateAll((rows) =>
      rows.flatMap((item) => {
        const track = item.children[1]?.getBoundingClientRect();
        const fill = item.children[1]?.firstElementChild?.getBoundingClientRect();
        if (!track || !fill || fill.width >= track.width - 1) return [];
        return [{ gapOnRight: track.right - fill.right, gapOnLeft: fill.left - track.left }];
      }),
    );
    expect(partBars.length).toBeGreaterThan(0);
    for (const { gapOnRight, gapOnLeft } of partBars) {
      expect(Math.abs(gapOnRight)).toBeLessThan(1);
      expect(gapOnLeft).toBeGreaterThan(1);
    }
  });

  test('the super admin sees revenue by month and users by role', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await logInAndOpenDashboard(page, demo.superAdmin);

    await expect(page.getByRole('heading', { name: 'Revenue by month' })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: /Revenue over the last 12 months/ }).getByRole('listitem'),
    ).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Users by role' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payments by status' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the support centre' })).toBeVisible();
  });
});
