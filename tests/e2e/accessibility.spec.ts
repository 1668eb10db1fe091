import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { demo, demoPassword } from './support/accounts.ts';

type Locale = 'en' | 'ar';
type Theme = 'light' | 'dark';

/** The main screens of each kind of visitor, as they open them. */
const screensByAccount: { account: string | null; paths: string[] }[] = [
  { account: null, paths: ['/', '/login', '/signup', '/forgot-password', '/terms-of-service'] },
  {
    account: demo.teacher,
    paths: ['/dashboard', '/achievements', '/development-plans', '/profile'],
  },
  { account: demo.principal, paths: ['/dashboard', '/manage-users'] },
  {
    account: demo.superAdmin,
    paths: ['/admin-settings', '/organizations', '/support-centre'],
  },
];

async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  return ((await login.json()) as { result: { access_token: string } }).result.access_token;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
    test(`main screens have no serious accessibility violations (${locale}, ${theme})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const { account, paths } of screensByAccount) {
        const token = account ? await accessToken(request, account) : null;
        const context = await browser.newContext({ colorScheme: theme });
        await context.addInitScript(
          ([chosenLocale, chosenTheme, chosenToken]) => {
            localStorage.setItem('locale', chosenLocale);
            localStorage.setItem('theme', chosenTheme);
            if (chosenToken) localStorage.setItem('accessToken', chosenToken);
          },
          [locale, theme, token] as const,
        );
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            locale === 'ar' ? 'rtl' : 'ltr',
          );
          await expect(page.locator('main').first()).toBeVisible();
          // Wait for lazy screens and their data to settle before judging them.
          await page.waitForLoadState('networkidle');
          for (const violation of await seriousViolations(page))
            found.push(`${path}: ${violation}`);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    });
  }
}
