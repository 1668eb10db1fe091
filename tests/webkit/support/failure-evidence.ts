import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach } from 'vitest';

import type { WebKitSession } from './webkit-session.ts';

const folder = join(import.meta.dirname, '..', '..', '..', 'test-results', 'webkit');

/**
 * After a failed test, keeps what the page showed: a screenshot and its text in
 * test-results/webkit/, named after the test. The text goes to the log too, the one part of a
 * CI run that is kept.
 */
export function keepPageOnFailure(session: () => WebKitSession | undefined): void {
  afterEach(async ({ task }) => {
    const driver = session()?.driver;
    if (task.result?.state !== 'fail' || !driver) return;
    const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
    try {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.png`), await driver.takeScreenshot(), 'base64');
      const text = await driver.executeScript<string>(
        () =>
          `${location.href}\nfocus: ${document.activeElement?.outerHTML.slice(0, 200) ?? 'none'}` +
          `\n\n${document.body.innerText}`,
      );
      writeFileSync(join(folder, `${name}.txt`), text);
      console.log(
        `The page as the test failed (test-results/webkit/${name}.png and .txt):\n${text}`,
      );
    } catch (error) {
      console.log(`No picture of the page: ${error instanceof Error ? error.message : error}`);
    }
  });
}
