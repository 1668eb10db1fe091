import type { Page } from './playwright.ts';

/** The narrowest phone the app is laid out for. */
export const narrowPhone = { width: 360, height: 780 };

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
