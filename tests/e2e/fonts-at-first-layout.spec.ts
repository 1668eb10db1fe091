import { expect, test, type Page } from './support/playwright.ts';

import { accessTokenOf, demo } from './support/accounts.ts';
import { waitForActiveServiceWorker } from './support/offline.ts';

interface FontRequest {
  file: string;
  initiator: string;
}

/** The typeface's files the page asked for, and what asked: a preload link or the styles. */
function fontRequests(page: Page): Promise<FontRequest[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: entry.name.slice(entry.name.lastIndexOf('/') + 1),
        initiator: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );
}

const preloaded = (requests: FontRequest[]) =>
  requests
    .filter((request) => request.initiator === 'link')
    .map((request) => request.file.replace(/-normal-.+\.woff2$/, '-normal'))
    .sort();

// docs/page-start.md, "The typeface before the first layout".
test.use({ serviceWorkers: 'allow' });

test.describe('the typeface at the first layout', () => {
  for (const [locale, subsets] of [
    ['en', ['latin']],
    ['ar', ['arabic', 'latin']],
  ] as const) {
    test(`a page the service worker answers asks for the ${locale} files at once`, async ({
      page,
      request,
    }) => {
      const token = await accessTokenOf(request, demo.teacher);
      await page.goto('/login');
      // A first visit goes to the network: nothing is asked for ahead of what draws the page.
      expect(preloaded(await fontRequests(page))).toEqual([]);
      await waitForActiveServiceWorker(page);
      await page.evaluate(
        ([value, language]) => {
          localStorage.setItem('accessToken', value);
          localStorage.setItem('locale', language);
        },
        [token, locale] as const,
      );

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const wanted = subsets
        .flatMap((subset) =>
          [400, 500, 700].map((weight) => `ibm-plex-sans-arabic-${subset}-${weight}-normal`),
        )
        .sort();
      expect(preloaded(await fontRequests(page))).toEqual(wanted);
      // Each file once: the styles found the preloaded one instead of asking again.
      const files = (await fontRequests(page)).map((entry) => entry.file);
      expect(new Set(files).size).toBe(files.length);
    });
  }
});
