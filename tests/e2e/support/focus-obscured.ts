import type { Page } from './playwright.ts';

/**
 * What covers the focused element at its centre (a press there would not reach it), or null
 * when nothing does: the sticky header, the phone's bar, a sticky summary (WCAG 2.2, 2.4.11
 * Focus Not Obscured).
 */
export function focusObscuredBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null || focused.contains(hit) || hit.contains(focused)) return null;
    const cover = hit.closest('nav, header, [role="status"]') ?? hit;
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return `${name || focused.tagName} under ${cover.tagName}${cover.getAttribute('role') ? `[${cover.getAttribute('role')}]` : ''}`;
  });
}

/** Presses each key in turn, collecting where the focus then lay covered. */
export async function focusHiddenWhilePressing(
  page: Page,
  keys: readonly string[],
): Promise<string[]> {
  const hidden: string[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    const found = await focusObscuredBy(page);
    if (found) hidden.push(`${key}: ${found}`);
  }
  return hidden;
}
