import type { FastifyInstance } from 'fastify';

/**
 * Removes resumable uploads left unfinished past their expiry (`Upload-Expires`, a day after
 * creation). Run hourly by every instance: each may hold its own folder of uploads.
 */
export async function removeExpiredUploads(
  app: Pick<FastifyInstance, 'resumableUploadStore'>,
): Promise<{ removedCount: number }> {
  return { removedCount: await app.resumableUploadStore.deleteExpired() };
}
