/** What WebKit throws when an ephemeral session's IndexedDB is asked to keep a Blob. */
export const blobRefusedMessage = 'Error preparing Blob/File data to be stored in object store';

function holdsBlob(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (typeof value !== 'object' || value === null || value instanceof ArrayBuffer) return false;
  return Object.values(value).some(holdsBlob);
}

/**
 * Makes fake-indexeddb refuse Blobs as WebKit does in a private session, until the returned
 * function is called. WebKitGTK fails the put's request with this UnknownError and aborts the
 * transaction; here the put throws it at once. Dexie rejects the operation either way.
 */
export function refuseBlobsLikeWebKit(): () => void {
  const { put, add } = IDBObjectStore.prototype;
  const refusing = (original: typeof put) =>
    function (this: IDBObjectStore, value: unknown, key?: IDBValidKey): IDBRequest<IDBValidKey> {
      if (holdsBlob(value)) throw new DOMException(blobRefusedMessage, 'UnknownError');
      return original.call(this, value, key);
    };
  IDBObjectStore.prototype.put = refusing(put);
  IDBObjectStore.prototype.add = refusing(add);
  return () => {
    IDBObjectStore.prototype.put = put;
    IDBObjectStore.prototype.add = add;
  };
}
