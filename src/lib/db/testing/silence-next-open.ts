/**
 * Makes fake-indexeddb's next open of `name` get no answer at all (no success, error or
 * `blocked`), as WebKit's ephemeral sessions sometimes do; later opens answer as usual.
 */
export function silenceNextOpen(name: string): () => void {
  const open = indexedDB.open.bind(indexedDB);
  let silenced = false;
  indexedDB.open = (dbName: string, version?: number): IDBOpenDBRequest => {
    if (!silenced && dbName === name) {
      silenced = true;
      // A request the factory never saw: nothing will ever answer it.
      return new IDBOpenDBRequest();
    }
    return open(dbName, version);
  };
  return () => {
    indexedDB.open = open;
  };
}
