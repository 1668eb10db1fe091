import { expect, test, type Page } from './support/playwright.ts';

import { demo, demoPassword } from './support/accounts.ts';
import { goOffline, waitForActiveServiceWorker } from './support/offline.ts';

/** The names of this origin's IndexedDB databases that hold a user's data. */
function userDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('shawahid-') && name !== 'shawahid-session'),
  );
}

/** The keys of this origin's localStorage that name a user: copies kept for one account. */
function userStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.test(key),
    ),
  );
}

async function signIn(page: Page, { shared }: { shared: boolean }): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(demo.teacher);
  await page.locator('input[type="password"]').fill(demoPassword);
  if (shared) await page.getByLabel('This is a shared device').check();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/achievements');
  await expect(page.getByRole('button', { name: 'New evidence' })).toBeVisible();
  await expect.poll(() => userDatabases(page)).toHaveLength(1);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('a shared school computer', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  });

  test('signing out deletes the teacher’s data from a device marked shared', async ({ page }) => {
    await signIn(page, { shared: true });
    await signOut(page);
    await expect.poll(() => userDatabases(page)).toEqual([]);
  });

  test.describe('installed', () => {
    test.use({ serviceWorkers: 'allow' });

    test('signing out of a shared device offline leaves no copy of the teacher’s dashboard', async ({
      page,
      context,
    }) => {
      await signIn(page, { shared: true });
      // The dashboard's last answer is kept for the next opening, offline too.
      await page.goto('/dashboard');
      await expect
        .poll(() => userStorageKeys(page))
        .toContainEqual(expect.stringMatching(/^dashboard:/));
      // No server answer, so no Clear-Site-Data header: the app alone clears the device.
      await waitForActiveServiceWorker(page);
      await goOffline(context);
      await signOut(page);
      await expect.poll(() => userDatabases(page)).toEqual([]);
      await expect.poll(() => userStorageKeys(page)).toEqual([]);
    });
  });

  test('the choice holds when the teacher moves on before the profile has loaded', async ({
    page,
  }) => {
    // The sign-in's profile request answers slowly, as on a weak signal; the teacher opens
    // another screen by its address before it does.
    let heldProfile = true;
    await page.route('**/api/profile', async (route) => {
      if (heldProfile) {
        heldProfile = false;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      await route.continue().catch(() => undefined);
    });
    await signIn(page, { shared: true });
    await signOut(page);
    await expect.poll(() => userDatabases(page)).toEqual([]);
  });

  test('keeps the teacher’s data on their own device for next time', async ({ page }) => {
    await signIn(page, { shared: false });
    const [kept] = await userDatabases(page);
    const loggedOut = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/logout',
    );
    await signOut(page);
    // The app decides at sign-out whether to clear the device, and says so to the server
    // (src/features/auth/logout.ts); only a device it clears is called shared.
    const logoutCall = new URL((await loggedOut).url());
    expect(logoutCall.searchParams.get('shared_device')).toBe('false');
    expect(await userDatabases(page)).toEqual([kept]);
  });
});
