/** What Safari answers when it has closed a backgrounded page's IndexedDB connection. */
export const connectionLostMessage =
  'Connection to Indexed Database server lost. Refresh the page to try again';

/**
 * Makes fake-indexeddb lose the connection in the middle of the next write to `storeName`, as
 * Safari does to a backgrounded page: the connection closes and the write fails.
 */
export function loseConnectionDuringNextWrite(storeName: string): () => void {
  const { put, add } = IDBObjectStore.prototype;
  let lost = false;
  const losing = (original: typeof put) =>
    function (this: IDBObjectStore, value: unknown, key?: IDBValidKey): IDBRequest<IDBValidKey> {
      if (!lost && this.name === storeName) {
        lost = true;
        this.transaction.db.close();
        throw new DOMException(connectionLostMessage, 'UnknownError');
      }
      return original.call(this, value, key);
    };
  IDBObjectStore.prototype.put = losing(put);
  IDBObjectStore.prototype.add = losing(add);
  return () => {
    IDBObjectStore.prototype.put = put;
    IDBObjectStore.prototype.add = add;
  };
}

/**
 * Breaks the database's current connection as Safari does without telling the page (no
 * `close` event): every request on it fails until the page opens a new one.
 */
export function breakConnection(connection: IDBDatabase): () => void {
  const prototype = IDBObjectStore.prototype;
  const originals = {
    get: prototype.get,
    getAll: prototype.getAll,
    count: prototype.count,
    openCursor: prototype.openCursor,
    put: prototype.put,
    add: prototype.add,
  };
  for (const [name, original] of Object.entries(originals)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: IDBObjectStore, ...args: unknown[]): unknown {
        if (this.transaction.db === connection) {
          throw new DOMException(connectionLostMessage, 'UnknownError');
        }
        return Reflect.apply(original, this, args);
      },
    });
  }
  return () => {
    for (const [name, original] of Object.entries(originals)) {
      Object.defineProperty(prototype, name, {
        configurable: true,
        writable: true,
        value: original,
      });
    }
  };
}
