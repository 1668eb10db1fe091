/**
 * How many IndexedDB cursors `read` opened, on indexes and stores alike. A cursor answers one
 * row per task, and on a slow phone each of those tasks waits behind the page's own work
 * (docs/achievements-at-scale.md, "Criteria read in one request"): a read on a screen's way
 * should ask in ranged requests instead.
 */
export async function cursorsOpenedBy(read: () => Promise<unknown>): Promise<number> {
  const { openCursor: onIndex } = IDBIndex.prototype;
  const { openCursor: onStore } = IDBObjectStore.prototype;
  let opened = 0;
  IDBIndex.prototype.openCursor = function (this: IDBIndex, ...args) {
    opened += 1;
    return onIndex.apply(this, args);
  };
  IDBObjectStore.prototype.openCursor = function (this: IDBObjectStore, ...args) {
    opened += 1;
    return onStore.apply(this, args);
  };
  try {
    await read();
    return opened;
  } finally {
    IDBIndex.prototype.openCursor = onIndex;
    IDBObjectStore.prototype.openCursor = onStore;
  }
}
