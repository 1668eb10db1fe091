/**
 * Run in the page (Playwright's `page.evaluate`, WebDriver's `executeScript`): the keys of the
 * answers kept in the signed-in user's database (src/lib/api/kept-on-device.ts). Self-contained,
 * as a browser runs it from its source.
 */
export async function keptAnswerKeysInPage(): Promise<string[]> {
  const request = <T>(asked: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      asked.onsuccess = () => resolve(asked.result);
      asked.onerror = () => reject(asked.error ?? new Error('IndexedDB refused'));
    });
  const keys: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name?.startsWith('shawahid-') || name === 'shawahid-session') continue;
    const db = await request(indexedDB.open(name));
    if (db.objectStoreNames.contains('keptAnswers')) {
      const store = db.transaction('keptAnswers').objectStore('keptAnswers');
      keys.push(...(await request(store.getAllKeys())).map(String));
    }
    db.close();
  }
  return keys;
}
