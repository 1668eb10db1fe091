import { Key, type WebDriver } from 'selenium-webdriver';
import { test } from 'vitest';

import { appAndWebKitForThisFile } from './support/app-and-webkit.ts';
import { click, pressEscape, signIn, until, untilMenuOpen } from './support/page-actions.ts';
import { demo } from './support/server-state.ts';

const webkit = appAndWebKitForThisFile('ephemeral');

const download = 'تنزيل ملف الإنجاز (PDF)';
const acceptedOnly = 'الشواهد المقبولة فقط';

/** The text of the element that has the keyboard's focus. */
function focusedText(driver: WebDriver): Promise<string> {
  return driver.executeScript<string>(() => document.activeElement?.textContent?.trim() ?? '');
}

// The principal's staff screens read the server, asked for ahead of their code
// (docs/achievements-at-scale.md): on an iPhone's engine, in Arabic, the coverage leads to a
// teacher's evidence, whose download menu opens, closes with Escape and leaves the keyboard on
// its button; so does the account menu, whose code loads when it is first pressed.
test('a principal goes from the staff coverage to a teacher’s evidence and its download menu', async () => {
  const { driver } = webkit.browser;
  await signIn(driver, webkit.app.url, demo.principal, 'ar');
  await driver.get(`${webkit.app.url}/achievements?view=staff`);
  const teacherLink = 'main table a[href^="/achievements?userId="]';
  const teacher = await until('a teacher in the coverage', () =>
    driver.executeScript<string>(
      (css: string) => document.querySelector(css)?.textContent?.trim() ?? '',
      teacherLink,
    ),
  );
  await click(driver, teacher, teacherLink);
  // The coverage has the principal's own download button below it, and it stays on the page
  // until the teacher's screen replaces it: wait for the teacher's heading.
  await until('the teacher’s evidence', () =>
    driver.executeScript<boolean>(
      (name: string) => document.querySelector('main h1')?.textContent?.includes(name) ?? false,
      teacher,
    ),
  );

  await click(driver, download);
  await untilMenuOpen(driver, acceptedOnly);
  await pressEscape(driver);
  await until(
    'the menu closed',
    async () =>
      !(await driver.executeScript<boolean>(
        (item: string) =>
          [...document.querySelectorAll('[role="menuitem"]')].some(
            (element) =>
              element.textContent?.trim() === item && element.getClientRects().length > 0,
          ),
        acceptedOnly,
      )),
  );
  await until(
    'the keyboard back on the button',
    async () => (await focusedText(driver)) === download,
  );

  // The keyboard opens it again from there.
  await driver.actions().sendKeys(Key.ENTER).perform();
  await untilMenuOpen(driver, acceptedOnly);
  await pressEscape(driver);

  // The account menu loads its code when first pressed and opens at once; Escape leaves the
  // keyboard on its button.
  await click(driver, 'قائمة الحساب');
  await untilMenuOpen(driver, 'تسجيل الخروج');
  await pressEscape(driver);
  await until('the keyboard back on the account button', () =>
    driver.executeScript<boolean>(
      () => document.activeElement?.getAttribute('aria-label') === 'قائمة الحساب',
    ),
  );
});
