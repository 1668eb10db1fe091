import { syncPullPath, zPullPage, zPullQuery } from '../sync-pull.ts';
import { syncPushRoute, zPushBatch, zPushResult } from '../sync-push.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Sync';

/**
 * The offline app's sync (docs/sync.md): the outbox's queued writes pushed in one batch, and
 * the changes since a cursor pulled page by page. The service worker replays the outbox
 * without zod, so it takes the push's method and path from `syncPushRoute`, which this
 * declaration is built from.
 */
export const syncEndpoints = {
  push: defineEndpoint({
    method: syncPushRoute.method,
    path: syncPushRoute.path,
    summary: 'Apply the outbox’s queued writes, each as its own route would, one outcome each',
    tag,
    body: zPushBatch,
    result: zPushResult,
  }),
  pull: defineEndpoint({
    method: 'GET',
    path: syncPullPath,
    summary: 'What changed for the caller’s device since a cursor, one page at a time',
    tag,
    query: zPullQuery,
    result: zPullPage,
  }),
};
