import type { WebDriver } from 'selenium-webdriver';

/**
 * Each visible text on the page that holds an Arabic-Indic or Extended Arabic-Indic digit
 * (U+0660-0669, U+06F0-06F9), with its element's tag, and visible attribute labels too.
 */
export function arabicIndicDigitsShown(driver: WebDriver): Promise<string[]> {
  return driver.executeScript<string[]>(() => {
    const digit = /[\u0660-\u0669\u06f0-\u06f9]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      if (digit.test(text) && element && element.getClientRects().length > 0) {
        found.push(`<${element.tagName.toLowerCase()}> ${text.trim()}`);
      }
    }
    for (const element of document.querySelectorAll('[aria-label], [title], input')) {
      if (element.getClientRects().length === 0) continue;
      for (const value of [
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        element instanceof HTMLInputElement ? element.value : null,
      ]) {
        if (value && digit.test(value)) found.push(`[${element.tagName.toLowerCase()}] ${value}`);
      }
    }
    return found;
  });
}
