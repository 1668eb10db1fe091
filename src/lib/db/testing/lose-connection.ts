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
