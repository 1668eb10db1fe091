import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/playwright.ts';

import { visitMainScreens, type Locale, type Theme } from './support/main-screens.ts';
import { narrowPhone, sidewaysOverflow } from './support/narrow-phone.ts';
import {
  startServerInstance,
  stopServerInstance,
  type ServerInstance,
} from './support/server-instance.ts';
import { textEscapingTranslation } from './support/untranslated-text.ts';

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

/**
 * Each language in each theme, one theme on a narrow phone and the other on a desktop, so both
 * layouts are seen in both languages; every check that a screen needs runs in the one pass
 * (tests/README.md, "Running time").
 */
const walks: { locale: Locale; theme: Theme; phone: boolean }[] = [
  { locale: 'en', theme: 'light', phone: true },
  { locale: 'ar', theme: 'light', phone: true },
  { locale: 'en', theme: 'dark', phone: false },
  { locale: 'ar', theme: 'dark', phone: false },
];

// A server of its own with only the seeded data: what the suite's other tests type (in
// English) would otherwise show on the Arabic screens.
let instance: ServerInstance | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startServerInstance();
});

test.afterAll(async () => {
  if (instance) await stopServerInstance(instance);
});

for (const { locale, theme, phone } of walks) {
  const checks = [
    'no serious accessibility violation',
    ...(phone ? ['nothing scrolls sideways'] : []),
    ...(locale === 'ar' ? ['no English and no Arabic-Indic digit'] : []),
  ];
  test(`main screens (${locale}, ${theme}, ${phone ? '360 px phone' : 'desktop'}): ${checks.join(', ')}`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const violations: string[] = [];
    const overflowing: string[] = [];
    const untranslated: string[] = [];
    await visitMainScreens(
      { browser, baseURL: instance?.url ?? '' },
      { locale, theme, ...(phone && { viewport: narrowPhone }) },
      async (page, path) => {
        for (const violation of await seriousViolations(page))
          violations.push(`${path}: ${violation}`);
        if (phone) {
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) overflowing.push(`${path} by ${overflow} px`);
        }
        if (locale === 'ar') {
          for (const text of await textEscapingTranslation(page))
            untranslated.push(`${path} ${text}`);
        }
      },
    );
    expect(violations).toEqual([]);
    expect(overflowing).toEqual([]);
    expect(untranslated).toEqual([]);
  });
}
