import { join } from 'node:path';

import multipart from '@fastify/multipart';
import fastifyPlugin from 'fastify-plugin';

import { localFileStorage, type FileStorage } from './file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
  }
}

export interface FilesPluginOptions {
  dataDir: string;
}

/**
 * `app.files`, the uploaded files under `<DATA_DIR>/files`, and multipart parsing. Routes that
 * take a file pass their own size limit to `request.file()`; it is enforced while streaming.
 */
export const files = fastifyPlugin<FilesPluginOptions>(
  async (app, { dataDir }) => {
    app.decorate('files', localFileStorage(join(dataDir, 'files')));
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { files: 1, fields: 10, parts: 20, fieldSize: 1024, headerPairs: 100 },
    });
  },
  { name: 'files' },
);
