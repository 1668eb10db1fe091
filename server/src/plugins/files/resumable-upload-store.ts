import { mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';

import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, MemoryLocker, type DataStore, type KvStore, type Locker } from '@tus/server';

/**
 * Where unfinished resumable (tus) uploads live until they become stored files: a local folder
 * (`localResumableUploadStore`, one instance) or the bucket (`s3ResumableUploadStore`, with a
 * locker all instances share), behind the same seam for the upload routes.
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

/** Always a miss: another instance may have changed or removed the upload since. */
class NoCache implements KvStore<MetadataValue> {
  async get(): Promise<undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
}

const isMissing = (error: unknown) =>
  error instanceof Error && ['NoSuchUpload', 'NoSuchKey', 'NotFound'].includes(error.name);

/**
 * `@tus/s3-store`, except that removing a completed upload removes it. Its own `remove` first
 * aborts the multipart upload and, when S3 answers that a completed one is gone, stops there,
 * keeping the assembled object and its `.info` for ever.
 */
class CompletableS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (isMissing(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    if (uploadId) {
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: {
        Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }],
      },
    });
    await this.clearCache(id);
  }
}

/**
 * Uploads in the bucket, as `@tus/s3-store` keeps them: a multipart upload under the upload's
 * id (bucket root; files live under `evidence/` and `avatars/`), `<id>.info` of its size and
 * metadata, and `<id>.part` for a tail under S3's 5 MB part minimum. Any instance can continue
 * any upload; `locker` must be shared too (Redis) when there are several.
 */
export function s3ResumableUploadStore(
  clientConfig: S3ClientConfig,
  bucket: string,
  expiresAfterMs: number,
  locker: Locker,
): ResumableUploadStore {
  const datastore = new CompletableS3Store({
    s3ClientConfig: { ...clientConfig, bucket },
    expirationPeriodInMilliseconds: expiresAfterMs,
    // Object tags only serve bucket lifecycle rules, and R2 and some others refuse them; the
    // hourly task removes expired uploads instead.
    useTags: false,
    cache: new NoCache(),
  });
  datastore.extensions = datastore.extensions.filter(
    (extension) => extension !== 'creation-defer-length',
  );
  return {
    datastore,
    locker,
    read: (id) => datastore.read(id),
    deleteExpired: () => datastore.deleteExpired(),
  };
}
