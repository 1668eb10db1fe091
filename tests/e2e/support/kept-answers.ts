/**
 * Run in the page (Playwright's `page.evaluate`, WebDriver's `executeScript`): the keys of the
 * answers kept in the signed-in user's database (src/lib/api/kept-on-device.ts). Self-contained,
 * as a browser runs it from its source.
 *
 * Each IndexedDB request is given a few seconds: a request the engine holds back (WebKit once
 * held one past WebDriver's 30 s script limit, which spent a caller's whole wait on one try)
 * fails this read, naming the request, and the caller's next try asks again.
 */
export async function keptAnswerKeysInPage(): Promise<string[]> {
  const answerWithinMs = 5_000;
  const request = <T>(asked: IDBRequest<T>, what: string, onLateAnswer?: (late: T) => void) =>
    new Promise<T>((resolve, reject) => {
      let waiting = true;
      const timer = setTimeout(() => {
        waiting = false;
        reject(new Error(`${what}: no answer in ${answerWithinMs} ms`));
      }, answerWithinMs);
      asked.onsuccess = () => {
        clearTimeout(timer);
        if (waiting) resolve(asked.result);
        else onLateAnswer?.(asked.result);
      };
      asked.onerror = () => {
        clearTimeout(timer);
        reject(asked.error ?? new Error(`${what}: refused`));
      };
    });
  const listed = await Promise.race([
    indexedDB.databases(),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`listing the databases: no answer in ${answerWithinMs} ms`)),
        answerWithinMs,
      ),
    ),
  ]);
  const keys: string[] = [];
  for (const { name } of listed) {
    if (!name?.startsWith('shawahid-') || name === 'shawahid-session') continue;
    // A connection that opens after the time given up on is closed at once: left open, it
    // would hold back the app's own deletion of the database.
    const db = await request(indexedDB.open(name), `opening ${name}`, (late) => late.close());
    try {
      if (db.objectStoreNames.contains('keptAnswers')) {
        const store = db.transaction('keptAnswers').objectStore('keptAnswers');
        const stored = await request(store.getAllKeys(), `reading ${name}'s kept answers`);
        keys.push(...stored.map(String));
      }
    } finally {
      db.close();
    }
  }
  return keys;
}
