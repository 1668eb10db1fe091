import { join } from 'node:path';

import multipart from '@fastify/multipart';
import fastifyPlugin from 'fastify-plugin';

import { resumableUploads } from '../../../../contract/uploads.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { localResumableUploadStore, type ResumableUploadStore } from './resumable-upload-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
    /** Unfinished resumable uploads, under `<DATA_DIR>/uploads`. */
    resumableUploadStore: ResumableUploadStore;
  }
}

export interface FilesPluginOptions {
  dataDir: string;
}

/**
 * `app.files`, the uploaded files under `<DATA_DIR>/files`; `app.resumableUploadStore`, the
 * resumable uploads still arriving, under `<DATA_DIR>/uploads`; and multipart parsing. Routes
 * that take a file pass their own size limit to `request.file()`; it is enforced while streaming.
 */
export const files = fastifyPlugin<FilesPluginOptions>(
  async (app, { dataDir }) => {
    app.decorate('files', localFileStorage(join(dataDir, 'files')));
    app.decorate(
      'resumableUploadStore',
      localResumableUploadStore(join(dataDir, 'uploads'), resumableUploads.expiresAfterMs),
    );
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
    });
  },
  { name: 'files' },
);
