import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

import { test, type Page } from '@playwright/test';

import { visitMainScreens, type Locale, type Theme } from '../e2e/support/main-screens.ts';

/** Where the pictures go; `SCREENS_DIR` chooses another folder. */
const outputDir = process.env.SCREENS_DIR ?? 'screens';

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
type Size = keyof typeof sizes;

const locales: Locale[] = ['en', 'ar'];
const themes: Theme[] = ['light', 'dark'];

interface Shot {
  file: string;
  path: string;
  size: Size;
  locale: Locale;
  theme: Theme;
}

/** `teacher` for teacher@shawahid.test; `visitor` when signed out. */
const accountName = (account: string | null) => account?.split('@')[0] ?? 'visitor';

const fileNameOf = (path: string) =>
  path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-');

test('every main screen in each language, size and theme', async ({ browser, baseURL }) => {
  const shots: Shot[] = [];
  for (const size of Object.keys(sizes) as Size[]) {
    for (const locale of locales) {
      for (const theme of themes) {
        const folder = join(outputDir, `${size}-${locale}-${theme}`);
        mkdirSync(folder, { recursive: true });
        await visitMainScreens(
          { browser, baseURL: baseURL ?? '' },
          { locale, theme, viewport: sizes[size], touch: size === 'phone' },
          async (page, path, account) => {
            const file = join(folder, `${accountName(account)}-${fileNameOf(path)}.png`);
            await revealLazyParts(page);
            await page.screenshot({ path: file, fullPage: true });
            shots.push({ file, path, size, locale, theme });
          },
        );
      }
    }
  }
  writeFileSync(join(outputDir, 'index.html'), contactSheet(shots));
  console.log(`${shots.length} screenshots in ${outputDir}/ (open index.html to see them all)`);
});

/**
 * Scrolls through the page and back, so parts mounted when first scrolled into view (charts)
 * are in the picture; a full-page screenshot does not scroll.
 */
async function revealLazyParts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await pause();
    }
    scrollTo(0, 0);
    await pause();
  });
  await page.waitForLoadState('networkidle');
}

/** One page showing every picture, grouped by screen, so the variants sit side by side. */
function contactSheet(shots: Shot[]): string {
  const byPath = new Map<string, Shot[]>();
  for (const shot of shots) {
    const name = basename(shot.file, '.png');
    byPath.set(name, [...(byPath.get(name) ?? []), shot]);
  }
  const sections = [...byPath].map(
    ([name, group]) =>
      `<section><h2>${name}</h2><div class="row">${group
        .map(
          (shot) =>
            `<figure><a href="${relative(outputDir, shot.file)}"><img loading="lazy" src="${relative(outputDir, shot.file)}"></a><figcaption>${relative(outputDir, shot.file)}</figcaption></figure>`,
        )
        .join('')}</div></section>`,
  );
  return `<!doctype html><meta charset="utf-8"><title>Shawahid screens</title>
<style>body{font-family:system-ui;margin:1rem}.row{display:flex;gap:1rem;overflow-x:auto;align-items:flex-start}
figure{margin:0;flex:none}img{max-height:480px;border:1px solid #ccc}figcaption{font-size:12px}</style>
${sections.join('\n')}`;
}
