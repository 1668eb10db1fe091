/** What the evidence-files module offers the other modules; the rest is its own (docs/server-modules.md). */
export { purgeUnattachedFiles } from './purge-unattached-files.ts';
export { removeExpiredUploads } from './remove-expired-uploads.ts';
export { storedFileOf } from './evidence-file-service.ts';
