import { join } from 'node:path';

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import multipart from '@fastify/multipart';
import { MemoryLocker, type Locker } from '@tus/server';
import fastifyPlugin from 'fastify-plugin';

import { resumableUploads } from '../../../../contract/uploads.ts';
import type { FileStorageConfig } from '../../config.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { redisUploadLocker } from './redis-upload-locker.ts';
import {
  localResumableUploadStore,
  s3ResumableUploadStore,
  type ResumableUploadStore,
} from './resumable-upload-store.ts';
import { s3ClientConfigOf } from './s3-client.ts';
import { s3FileStorage } from './s3-file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
    /** Unfinished resumable uploads, under `<DATA_DIR>/uploads` or in the bucket. */
    resumableUploadStore: ResumableUploadStore;
  }
}

export interface FilesPluginOptions {
  dataDir: string;
  fileStorage: FileStorageConfig;
  redisUrl: string | undefined;
}

/**
 * `app.files`, the uploaded files; `app.resumableUploadStore`, the resumable uploads still
 * arriving; and multipart parsing. With FILE_STORAGE=local both are folders under DATA_DIR
 * (`files`, `uploads`); with s3 both are in the bucket, so any instance serves any file and
 * continues any upload. Routes that take a file pass their own size limit to `request.file()`;
 * it is enforced while streaming.
 */
export const files = fastifyPlugin<FilesPluginOptions>(
  async (app, { dataDir, fileStorage, redisUrl }) => {
    if (fileStorage.kind === 'local') {
      app.decorate('files', localFileStorage(join(dataDir, 'files')));
      app.decorate(
        'resumableUploadStore',
        localResumableUploadStore(join(dataDir, 'uploads'), resumableUploads.expiresAfterMs),
      );
    } else {
      const clientConfig = s3ClientConfigOf(fileStorage);
      const client = new S3Client(clientConfig);
      app.addHook('onClose', async () => client.destroy());
      let locker: Locker;
      if (redisUrl) {
        const redisLocker = redisUploadLocker(redisUrl);
        await redisLocker.start();
        app.addHook('onClose', async () => redisLocker.close());
        locker = redisLocker;
      } else {
        app.log.warn(
          'FILE_STORAGE=s3 without REDIS_URL: resumable uploads are locked in this process only, so with several instances a phone resuming through another one may write an upload twice at once. Set REDIS_URL when running more than one instance.',
        );
        locker = new MemoryLocker();
      }
      app.decorate('files', s3FileStorage(client, fileStorage.bucket));
      // An instance that cannot reach its bucket serves neither uploads nor downloads.
      app.readiness.add('files', () =>
        client.send(new HeadBucketCommand({ Bucket: fileStorage.bucket })),
      );
      app.decorate(
        'resumableUploadStore',
        s3ResumableUploadStore(
          clientConfig,
          fileStorage.bucket,
          resumableUploads.expiresAfterMs,
          locker,
        ),
      );
    }
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
    });
  },
  { name: 'files' },
);
