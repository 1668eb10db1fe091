import { expect, test, type Page } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { expectArabicLanding } from './support/arabic-landing.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

/** Console errors and uncaught exceptions of a page, hydration failures among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens / with the app's entry script held back; the returned function lets it through. */
async function openWithEntryHeld(page: Page): Promise<() => void> {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  return releaseEntry;
}

/**
 * Opens / with the app's entry script held back until the pre-rendered heading has been
 * tagged, so the test can tell hydration (the same element lives on) from a fresh render.
 */
async function openWithTaggedHeading(page: Page): Promise<void> {
  const releaseEntry = await openWithEntryHeld(page);
  await page.waitForSelector('h1');
  await page.evaluate(() => {
    document.querySelector('h1')?.setAttribute('data-before-scripts', '');
  });
  releaseEntry();
  // Until React has taken the markup over, boot.js holds taps (tested below).
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('the landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  test('shows the whole page in English to a visitor who states no other language', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/Shawahid$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Your performance evidence',
    );
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    // Styled as the app styles it: Mantine's colours need the theme attribute boot.js sets.
    await expect(login).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(
      page.getByRole('link', { name: 'Start your 14-day free trial' }).first(),
    ).toBeVisible();
    await expect(page.locator('#pricing')).toContainText('SAR 375');
    await expect(
      page.getByRole('button', { name: 'Does Shawahid work without an internet connection?' }),
    ).toBeVisible();
  });

  test('shows it in Arabic, right to left, to a visitor whose cookie chose Arabic', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? '' }]);
    await page.goto('/');
    await expectArabicLanding(page, 'Frequently asked questions');
  });

  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar-SA' });

    test('shows it in Arabic from the Accept-Language header', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    });
  });
});

test.describe('the landing page with JavaScript', () => {
  test('answers a tap made before its scripts arrived, once they have', async ({ page }) => {
    const releaseEntry = await openWithEntryHeld(page);
    const faq = page.getByRole('button', { name: 'What happens when the free trial ends?' });
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'false');

    releaseEntry();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The trial lasts 14 days from registration')).toBeVisible();
  });

  test('paints styled from the document alone, and never fetches the styles it carries', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/');
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    await expect(page.getByRole('link', { name: 'Login' })).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    // Hydrated, and the app's loader took the inlined rules for loaded ones.
    expect(stylesheets).toEqual([]);
  });

  test('hydrates the pre-rendered page without an error, then answers clicks', async ({ page }) => {
    const errors = collectErrors(page);
    await openWithTaggedHeading(page);

    const faq = page.getByRole('button', { name: 'What happens when the free trial ends?' });
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The trial lasts 14 days from registration')).toBeVisible();
    await expect(page.locator('h1[data-before-scripts]')).toBeVisible();
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Change language' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    expect(await page.evaluate(() => document.cookie)).toContain('locale=ar');
  });

  test('hydrates the Arabic page in the dark theme, prices and theme button included', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? '' }]);
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openWithTaggedHeading(page);

    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const toLight = page.getByRole('button', { name: 'التبديل إلى المظهر الفاتح' }).first();
    await toLight.click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.locator('h1[data-before-scripts]')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('renders anew, in the stored language, a page pre-rendered in the other one', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const errors = collectErrors(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
    expect(errors).toEqual([]);
  });

  test.describe('signed in', () => {
    // The worker would answer / with the cached shell; this is about the served page.
    test.use({ serviceWorkers: 'block' });

    test('renders the signed-in navbar anew over the page pre-rendered for visitors', async ({
      page,
    }) => {
      await logInThroughTheForm(page, demo.teacher);
      await expect(page).toHaveURL(/\/dashboard/);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
