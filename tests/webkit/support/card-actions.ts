import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';

import { fieldLabelled, showsText, until } from './page-actions.ts';

/** Presses the button named `name` on the achievement card that shows `description`. */
export async function pressOnCard(driver: WebDriver, description: string, name: string) {
  await until(`"${name}" pressed on the card "${description}"`, async () => {
    const button = await driver.executeScript<WebElement | null>(
      (text: string, label: string) => {
        const card = [...document.querySelectorAll('[id^="achievement-"]')].find((element) =>
          element.textContent?.includes(text),
        );
        return (
          [...(card?.querySelectorAll('button') ?? [])].find(
            (element) =>
              element.textContent?.trim() === label && element.getClientRects().length > 0,
          ) ?? null
        );
      },
      description,
      name,
    );
    if (!button) return false;
    // WebDriver scrolls the button into view first, as the keyboard's focus does: clear of the
    // phone's bottom bar since the page keeps room for it (`scroll-padding`), under it before.
    await button.click();
    return true;
  });
}

/** Replaces what the field labelled `label` holds with `text`, typed as a user does. */
export async function replaceText(driver: WebDriver, label: string, text: string) {
  // The form's drawer refuses clicks while it moves in.
  const field = await until(`a click on the field ${label}`, async () => {
    const found = await fieldLabelled(driver, label);
    await found.click();
    return found;
  });
  await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
  await until(`the field ${label} emptied`, async () => (await field.getAttribute('value')) === '');
  await field.sendKeys(text);
}

export async function untilGone(driver: WebDriver, text: string, timeoutMs = 15_000) {
  await until(
    `"${text}" gone from the page`,
    async () => !(await showsText(driver, text)),
    timeoutMs,
  );
}

/** Waits until no dialog or drawer is open or closing: a press meant for the page lands on it. */
export async function untilNoDialog(driver: WebDriver) {
  await until('every dialog closed', () =>
    driver.executeScript<boolean>(
      () => document.querySelectorAll('[role="dialog"], .mantine-Drawer-overlay').length === 0,
    ),
  );
}
