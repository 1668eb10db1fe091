import { expect, test } from './support/playwright.ts';

import { demo, logInThroughTheForm } from './support/accounts.ts';
import { expectArabicLanding } from './support/arabic-landing.ts';
import { goOffline, waitForActiveServiceWorker } from './support/offline.ts';

// Its steps go offline or wait for the installed app: the service worker is on.
test.use({ serviceWorkers: 'allow' });

test.describe('public site', () => {
  test('installs with the name and direction of the reader’s language', async ({
    page,
    request,
  }) => {
    const manifestOf = async () => {
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const response = await request.get(href ?? '');
      expect(response.headers()['content-type']).toContain('manifest+json');
      return (await response.json()) as { name: string; lang: string; dir: string; id: string };
    };
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(manifestOf).toMatchObject({ name: 'شواهد', lang: 'ar', dir: 'rtl', id: '/' });
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
      'content',
      'شواهد',
    );

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect
      .poll(manifestOf)
      .toMatchObject({ name: 'Shawahid', lang: 'en', dir: 'ltr', id: '/' });
  });

  test('links the manifest of the reader’s language as the page turns to it, before its words arrive', async ({
    page,
  }) => {
    // The Arabic words never arrive: only what runs before them can have changed the link.
    await page.route('**/assets/messages-*.js', () => undefined);
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.ar.webmanifest',
    );
  });

  test('the landing page renders in English, left to right', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('#features')).toBeAttached();
    await expect(page.locator('#pricing')).toContainText('375');
  });

  test('the menu and footer links land on their section, whose height is known only once near', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    /**
     * Where the section's heading ends up once the app has brought it into view and stopped
     * jumping to it. The pre-rendered page is scrolled by the browser before the app runs; the
     * app has taken over once it has replayed the clicks boot.js held
     * (src/app/start/first-screen.ts), and jumps again while the heading moved within two frames
     * (src/app/routes/use-scroll-to-hash.ts), so one that stays put for more frames is settled.
     * A heading that never settles is answered as it is after 600 frames, for the checks to say.
     */
    const settledTop = (id: string) =>
      page.evaluate(
        (headingId) =>
          new Promise<number>((resolve) => {
            let previous = Number.NaN;
            let stillFrames = 0;
            let frames = 0;
            const look = () => {
              frames += 1;
              const top = document.getElementById(headingId)?.getBoundingClientRect().top;
              const inView = top !== undefined && top >= 0 && top < window.innerHeight;
              const appRuns = (window as { __heldClicks?: unknown }).__heldClicks === undefined;
              stillFrames = appRuns && inView && top === previous ? stillFrames + 1 : 0;
              previous = top ?? Number.NaN;
              if (stillFrames >= 4 || frames >= 600) resolve(previous);
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          }),
        `${id}-heading`,
      );
    await page.goto('/#pricing');
    expect(await settledTop('pricing')).toBeLessThan(250);
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    // Below the sticky header, not where the section was estimated to start.
    const pricingTop = await settledTop('pricing');
    expect(pricingTop).toBeGreaterThan(0);
    expect(pricingTop).toBeLessThan(250);
    await page.keyboard.press('End');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    const featuresTop = await settledTop('features');
    expect(featuresTop).toBeGreaterThan(0);
    expect(featuresTop).toBeLessThan(250);
  });

  test('the landing page renders in Arabic, right to left, with translated text', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/');
    await expectArabicLanding(page, 'Features');
  });

  test('language and theme switch without a reload and persist across one', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('locale', 'en');
        localStorage.setItem('theme', 'light');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page.getByRole('button', { name: 'Change language' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'التبديل إلى المظهر الداكن' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(
      await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('theme')]),
    ).toEqual(['ar', 'dark']);
  });

  test('the theme follows the system preference until the user picks one', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await context.close();
  });

  test('a signed-in teacher on the landing page is offered the way back, not a new trial', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await logInThroughTheForm(page, demo.teacher);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /ابدأ/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'عرض اشتراكي' }).first()).toHaveAttribute(
      'href',
      '/payment',
    );
    await page.getByRole('link', { name: 'الانتقال إلى لوحة التحكم' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the legal pages exist in both languages', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    for (const path of ['/terms-of-service', '/refund-policy', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    }
  });

  test('the public pages and the app shell open offline after one visit', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForActiveServiceWorker(page);
    await goOffline(context);

    for (const path of ['/', '/terms-of-service', '/refund-policy', '/privacy-policy', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/#pricing');
    await expect(page.locator('#pricing')).toContainText('375');
  });
});

test.describe('router guards', () => {
  test('an anonymous visit to a protected route lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/organizations');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows a translated not-found page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
