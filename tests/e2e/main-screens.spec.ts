import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/playwright.ts';

import { visitMainScreens, type Locale, type Theme } from './support/main-screens.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself: the default gathers each frame's results, then merges them in a
  // new blank page with axe injected again, which doubled the cost; these screens have no frames.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
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
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      await visitMainScreens(
        { browser, baseURL: baseURL ?? '' },
        { locale, theme },
        async (page, path) => {
          for (const violation of await seriousViolations(page))
            found.push(`${path}: ${violation}`);
        },
      );
      expect(found).toEqual([]);
    });
  }
}
