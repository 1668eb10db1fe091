import { Key } from 'selenium-webdriver';
import { afterAll, beforeAll, test } from 'vitest';

import { startApp, type App } from './support/app-server.ts';
import { keepPageOnFailure } from './support/failure-evidence.ts';
import { click, pressEscape, signIn, until, untilShown } from './support/page-actions.ts';
import { demo } from './support/server-state.ts';
import { openWebKit, type WebKitSession } from './support/webkit-session.ts';

let app: App;
let browser: WebKitSession;

beforeAll(async () => {
  app = await startApp();
  browser = await openWebKit('ephemeral');
});
keepPageOnFailure(() => browser);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const download = 'تنزيل ملف الإنجاز (PDF)';
const acceptedOnly = 'الشواهد المقبولة فقط';

/** The text of the element that has the keyboard's focus. */
function focusedText(session: WebKitSession): Promise<string> {
  return session.driver.executeScript<string>(
    () => document.activeElement?.textContent?.trim() ?? '',
  );
}

// The principal's staff screens read the server, asked for ahead of their code
// (docs/achievements-at-scale.md): on an iPhone's engine, in Arabic, the coverage leads to a
// teacher's evidence, whose download menu opens, closes with Escape and leaves the keyboard on
// its button; so does the account menu, whose code loads when it is first pressed.
test('a principal goes from the staff coverage to a teacher’s evidence and its download menu', async () => {
  const { driver } = browser;
  await signIn(driver, app.url, demo.principal, 'ar');
  await driver.get(`${app.url}/achievements?view=staff`);
  const teacherLink = 'main table a[href^="/achievements?userId="]';
  await click(driver, null, teacherLink);
  await until('a teacher’s evidence', async () =>
    new URL(await driver.getCurrentUrl()).searchParams.has('userId'),
  );
  await untilShown(driver, download);

  await click(driver, download);
  await untilShown(driver, acceptedOnly);
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
    async () => (await focusedText(browser)) === download,
  );

  // The keyboard opens it again from there.
  await driver.actions().sendKeys(Key.ENTER).perform();
  await untilShown(driver, acceptedOnly);
  await pressEscape(driver);

  // The account menu loads its code when first pressed and opens at once; Escape leaves the
  // keyboard on its button.
  await click(driver, 'قائمة الحساب');
  await untilShown(driver, 'تسجيل الخروج');
  await pressEscape(driver);
  await until('the keyboard back on the account button', () =>
    driver.executeScript<boolean>(
      () => document.activeElement?.getAttribute('aria-label') === 'قائمة الحساب',
    ),
  );
});
