import { mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';

import { FileStore } from '@tus/file-store';
import { MemoryLocker, type DataStore, type Locker } from '@tus/server';

/**
 * Where unfinished resumable (tus) uploads live until they become stored files. A small seam
 * so an object store (`@tus/s3-store`, with a locker shared by all instances) can replace the
 * local folder without touching the upload routes.
 */
export interface ResumableUploadStore {
  /** The tus store; it refuses deferred lengths, so every upload declares its size first. */
  datastore: DataStore;
  /** Keeps two requests from writing one upload at once. */
  locker: Locker;
  /** The bytes received so far. */
  read(id: string): Promise<Readable>;
  /** Removes unfinished uploads older than their expiry; answers how many went. */
  deleteExpired(): Promise<number>;
}

/**
 * Uploads in a local folder, each as its bytes and a `.json` of its size and metadata. The
 * folder belongs to one process, so an in-memory locker is enough here.
 */
export function localResumableUploadStore(
  directory: string,
  expiresAfterMs: number,
): ResumableUploadStore {
  let datastore: FileStore | undefined;
  // Built at first use, not with the app: FileStore creates its folder in a callback that
  // throws out of reach of any catch, which must not race a test removing its data folder.
  const fileStore = (): FileStore => {
    if (datastore) return datastore;
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiresAfterMs });
    datastore.extensions = datastore.extensions.filter(
      (extension) => extension !== 'creation-defer-length',
    );
    return datastore;
  };
  const locker = new MemoryLocker();
  return {
    get datastore() {
      return fileStore();
    },
    locker,
    read: async (id) => fileStore().read(id),
    deleteExpired: () => fileStore().deleteExpired(),
  };
}
