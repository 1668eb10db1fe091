import type { FastifyInstance } from 'fastify';

/**
 * Removes resumable uploads left unfinished past their expiry (`Upload-Expires`, a day after
 * creation). Run hourly by every instance: each holds its own folder of uploads, or all share
 * the bucket (FILE_STORAGE=s3), where whichever instance runs first removes them.
 */
export async function removeExpiredUploads(
  app: Pick<FastifyInstance, 'resumableUploadStore'>,
): Promise<{ removedCount: number }> {
  return { removedCount: await app.resumableUploadStore.deleteExpired() };
}
