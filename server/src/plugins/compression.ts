import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import fastifyPlugin from 'fastify-plugin';

/**
 * Compresses answers the client accepts compressed (a teacher's full achievements list is
 * hundreds of KB of JSON on a phone's connection). Registered after the idempotency store so
 * a replayed answer is stored as JSON; the built app's files come precompressed already.
 */
export const compression = fastifyPlugin(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // On-the-fly brotli at its default (11) costs far more CPU than the bytes it saves.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // Answers up to 64 KB (a pushed batch's, a page of records) are compressed in one call
      // rather than through a zlib stream on the threadpool, whose set-up and scheduling cost
      // more than compressing them; the plugin's default (8 KB on two cores) assumes spare
      // cores to overlap with, and a school's server shares its few with PostgreSQL
      // (bench/README.md, "Push on PostgreSQL and the lean start").
      syncThreshold: 64 * 1024,
    });
  },
  { name: 'compression' },
);
