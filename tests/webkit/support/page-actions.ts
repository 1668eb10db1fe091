import { By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

import { demoPassword } from './server-state.ts';

export type Locale = 'en' | 'ar';

/** Waits for `condition` to hold (truthy), at most `timeoutMs`, saying what it waited for. */
export async function until<T>(
  what: string,
  condition: () => Promise<T>,
  timeoutMs = 15_000,
  intervalMs = 250,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waited ${timeoutMs / 1000} s for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether the page shows `text` in an element a user can see. */
export function showsText(driver: WebDriver, text: string): Promise<boolean> {
  return driver.executeScript<boolean>((wanted: string) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (node.textContent?.includes(wanted) && element && element.getClientRects().length > 0) {
        return true;
      }
    }
    return false;
  }, text);
}

export async function untilShown(driver: WebDriver, text: string, timeoutMs = 30_000) {
  await until(`"${text}" on the page`, () => showsText(driver, text), timeoutMs);
}

/**
 * Waits for the open menu to show `item` and to hold the keyboard's focus, as a keyboard user
 * finds it: the menu moves the focus in a moment after it appears, and only then does Escape
 * (handled inside the menu) close it.
 */
export async function untilMenuOpen(driver: WebDriver, item: string) {
  await untilShown(driver, item);
  await until('the focus inside the open menu', () =>
    driver.executeScript<boolean>(() => Boolean(document.activeElement?.closest('[role="menu"]'))),
  );
}

/** The visible element matching `css` whose text or accessible label is `name` (any if null). */
async function visible(
  driver: WebDriver,
  name: string | null,
  css: string,
  timeoutMs = 15_000,
): Promise<WebElement> {
  return until(
    `a visible ${css} named ${name ?? '(any)'}`,
    () =>
      driver.executeScript<WebElement | null>(
        (wanted: string | null, selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)].find(
            (element) =>
              element.getClientRects().length > 0 &&
              (!wanted ||
                element.textContent?.trim() === wanted ||
                element.getAttribute('aria-label') === wanted),
          ) ?? null,
        name,
        css,
      ),
    timeoutMs,
  );
}

/**
 * Clicks the element as a user does. A drawer or menu still moving in refuses clicks
 * ("element not interactable"), so the click is tried again until it lands.
 */
async function clickWhenItLands(what: string, find: () => Promise<WebElement>): Promise<void> {
  await until(`a click on ${what}`, async () => {
    await (await find()).click();
    return true;
  });
}

export async function click(driver: WebDriver, name: string | null, css = 'button') {
  await clickWhenItLands(`${css} named ${name ?? '(any)'}`, () => visible(driver, name, css));
}

/** The input or text area labelled `label`, in the open dialog if there is one. */
export function fieldLabelled(driver: WebDriver, label: string): Promise<WebElement> {
  return until(`a field labelled ${label}`, () =>
    driver.executeScript<WebElement | null>(
      (wanted: string) =>
        [...(document.querySelector('[role="dialog"]') ?? document).querySelectorAll('label')].find(
          (element) => element.textContent?.replace(/\s*\*$/, '').trim() === wanted,
        )?.control ?? null,
      label,
    ),
  );
}

/** Types into the field labelled `label`, key by key as a user does. */
export async function typeInto(driver: WebDriver, label: string, text: string) {
  await clickWhenItLands(`the field ${label}`, () => fieldLabelled(driver, label));
  await (await fieldLabelled(driver, label)).sendKeys(text);
}

/** Opens the drop-down labelled `label` and picks `option` (the first if null). */
export async function pick(driver: WebDriver, label: string, option: string | null) {
  await clickWhenItLands(`the field ${label}`, () => fieldLabelled(driver, label));
  await click(driver, option, '[role="option"]');
}

export async function pressEscape(driver: WebDriver) {
  await driver.actions().sendKeys(Key.ESCAPE).perform();
}

/** Chooses files in the open form's file picker, as "Choose files" does. */
export async function chooseFiles(driver: WebDriver, paths: string[]) {
  const input = await driver.findElement(By.css('[role="dialog"] [data-testid="files-input"]'));
  await input.sendKeys(paths.join('\n'));
}

/**
 * Opens the app in `locale`, as a user does with the sign-in card's language button, and signs
 * in through the form; resolves on the dashboard. No reload: setting the stored language and
 * reloading lost the choice to the app's first start, which stores the browser's language once
 * its words arrive, and a reload while the service worker's first install ran left the install
 * unfinished in WebKitGTK (the page never came under its control).
 */
export async function signIn(driver: WebDriver, appUrl: string, email: string, locale: Locale) {
  await driver.get(`${appUrl}/login`);
  await until('the e-mail field', () => driver.findElement(By.css('input[type="email"]')));
  const inLocale = () =>
    driver.executeScript<boolean>(
      (chosen: string) => document.documentElement.lang === chosen,
      locale,
    );
  if (!(await inLocale())) {
    await click(driver, locale === 'ar' ? 'العربية' : 'English');
    await until(`the page in ${locale}`, inLocale);
  }
  const emailField = await until('the e-mail field', () =>
    driver.findElement(By.css('input[type="email"]')),
  );
  await emailField.sendKeys(email);
  await driver.findElement(By.css('input[type="password"]')).sendKeys(demoPassword);
  await driver.findElement(By.css('form button[type="submit"]')).click();
  await until(
    'the dashboard after signing in',
    async () => new URL(await driver.getCurrentUrl()).pathname === '/dashboard',
  );
}

/**
 * Follows the visible link to `path` (the phone's bottom bar or the menu), as a user does, until
 * that page shows `shownText`. A click that lands while the page is still settling, or a late
 * redirect of the sign-in that takes the page back, is met by clicking again.
 */
export async function openLinkTo(driver: WebDriver, path: string, shownText: string) {
  const arrived = async () => new URL(await driver.getCurrentUrl()).pathname === path;
  await until(
    `the page ${path} showing "${shownText}"`,
    async () => {
      if (!(await arrived())) await click(driver, null, `a[href="${path}"]`);
      const clickedAt = Date.now();
      while (Date.now() - clickedAt < 5_000) {
        if ((await arrived()) && (await showsText(driver, shownText))) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    },
    45_000,
  );
}

/**
 * Resolves once a service worker controls the page (it has precached the app). Asked again and
 * again rather than awaited in the page, so that a failure says what it waited for: a script
 * awaiting in the page ends with WebDriver's bare "script timed out".
 */
export async function untilServiceWorkerControls(driver: WebDriver) {
  await until(
    'a service worker in control of the page',
    () => driver.executeScript<boolean>(() => navigator.serviceWorker.controller !== null),
    60_000,
  );
}

/** Dispatches the `online` event the device gives a page when its network returns. */
export async function announceOnline(driver: WebDriver) {
  await driver.executeScript(() => window.dispatchEvent(new Event('online')));
}

/**
 * Starts noting every notice or alert the page shows from now on (a toast may be gone by the
 * time a wait ends); `notedNotices` reads them.
 */
export async function noteNotices(driver: WebDriver) {
  await driver.executeScript(() => {
    const seen = new Set<string>();
    sessionStorage.setItem('webkit-tier-notices', '[]');
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(
        '[role="alert"], .mantine-Notification-root, button[data-loading]',
      )) {
        const text =
          element instanceof HTMLButtonElement
            ? `(spinner on "${element.textContent?.trim() ?? ''}")`
            : (element.textContent?.trim() ?? '');
        if (text && !seen.has(text)) {
          seen.add(text);
          sessionStorage.setItem('webkit-tier-notices', JSON.stringify([...seen]));
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

export async function notedNotices(driver: WebDriver): Promise<string> {
  const noted = await driver.executeScript<string | null>(() =>
    sessionStorage.getItem('webkit-tier-notices'),
  );
  const list = JSON.parse(noted ?? '[]') as string[];
  return list.length > 0 ? list.join(' | ') : 'none';
}
