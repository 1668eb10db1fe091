import { expect, request, type Browser, type Page } from './playwright.ts';

import { accessTokenOf, demo } from './accounts.ts';

export type Locale = 'en' | 'ar';
export type Theme = 'light' | 'dark';

/** The main screens of each kind of visitor, as they open them. */
export const mainScreensByAccount: { account: string | null; paths: string[] }[] = [
  {
    account: null,
    paths: [
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/terms-of-service',
      '/privacy-policy',
      '/refund-policy',
    ],
  },
  {
    account: demo.teacher,
    paths: ['/dashboard', '/achievements', '/development-plans', '/evaluations', '/profile'],
  },
  {
    account: demo.principal,
    paths: [
      '/dashboard',
      '/manage-users',
      '/achievements',
      '/review',
      '/development-plans',
      '/evaluations',
    ],
  },
  {
    account: demo.superAdmin,
    paths: ['/admin-settings', '/organizations', '/support-centre', '/manage-users'],
  },
];

/**
 * Opens every main screen of the server at `baseURL` in one language and theme, one browser
 * session per kind of visitor, and hands each to `check` once it and its data have settled.
 */
export async function visitMainScreens(
  { browser, baseURL }: { browser: Browser; baseURL: string },
  {
    locale,
    theme,
    viewport,
    touch = viewport !== undefined,
  }: {
    locale: Locale;
    theme: Theme;
    viewport?: { width: number; height: number };
    /** A phone's touch screen; on by default when a viewport is given. */
    touch?: boolean;
  },
  check: (page: Page, path: string, account: string | null) => Promise<void>,
): Promise<void> {
  const api = await request.newContext({ baseURL });
  for (const { account, paths } of mainScreensByAccount) {
    const token = account ? await accessTokenOf(api, account) : null;
    const context = await browser.newContext({
      baseURL,
      colorScheme: theme,
      ...(viewport && { viewport }),
      ...(touch && { isMobile: true, hasTouch: true }),
    });
    await context.addInitScript(
      ([chosenLocale, chosenTheme, chosenToken]) => {
        localStorage.setItem('locale', chosenLocale);
        localStorage.setItem('theme', chosenTheme);
        if (chosenToken) localStorage.setItem('accessToken', chosenToken);
      },
      [locale, theme, token] as const,
    );
    const page = await context.newPage();
    const requestsInFlight = countRequestsInFlight(page);
    for (const [index, path] of paths.entries()) {
      // The first screen loads the app; the others open inside it, as a visitor's taps do.
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expect(page).toHaveURL(new URL(path, baseURL).href);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('main').first()).toBeVisible();
      // Wait for lazy screens and their data to settle before judging them: the network, then
      // the page itself (the device's pull may still be writing what the screen shows).
      await waitForQuietNetwork(requestsInFlight);
      await waitForQuietPage(page);
      await check(page, path, account);
    }
    await context.close();
  }
  await api.dispose();
}

/** Moves the app's router to `path` as its own links do, without loading the page again. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** How many of the page's requests are still on their way, as a function to ask it again. */
function countRequestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/**
 * Resolves once no request has been on its way for `quietMs` (Playwright's `networkidle` only
 * watches a page's load, not what an in-app move fetches), or after `timeoutMs` regardless.
 */
async function waitForQuietNetwork(
  requestsInFlight: () => number,
  quietMs = 500,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requestsInFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once the page's DOM has not changed for `quietMs`, or after `timeoutMs` regardless. */
async function waitForQuietPage(page: Page, quietMs = 300, timeoutMs = 5_000): Promise<void> {
  await page.evaluate(
    ([quiet, timeout]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const deadline = setTimeout(done, timeout);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    [quietMs, timeoutMs] as const,
  );
}
