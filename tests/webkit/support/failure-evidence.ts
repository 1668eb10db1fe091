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
      const outbox = await driver.executeAsyncScript<string>(readOutboxes);
      writeFileSync(join(folder, `${name}.txt`), `${text}\n\n${outbox}`);
      console.log(
        `The page as the test failed (test-results/webkit/${name}.png and .txt):\n${text}` +
          `\n\n${outbox}`,
      );
    } catch (error) {
      console.log(`No picture of the page: ${error instanceof Error ? error.message : error}`);
    }
  });
}

/**
 * What each user database's outbox holds (WebDriver's async script: the last argument answers),
 * so a write that did not reach the server says why: its state, tries, next try and last error.
 */
function readOutboxes(done: (answer: string) => void): void {
  const read = async () => {
    const lines = [`The outboxes at ${new Date().toISOString()} (now ${Date.now()}):`];
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('shawahid-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
      if (!db.objectStoreNames.contains('outbox')) continue;
      const entries = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('cannot read the outbox'));
      });
      db.close();
      lines.push(`${name}: ${entries.length} entries`);
      // The body is what was typed; where the entry stands is the rest.
      for (const entry of entries) {
        lines.push(JSON.stringify({ ...(entry as object), body: undefined }).slice(0, 800));
      }
    }
    return lines.join('\n');
  };
  read().then(done, (error: unknown) => done(`No outbox read: ${String(error)}`));
}
