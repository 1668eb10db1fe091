import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { unattachedFilesBefore } from './storage-budget.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';

// A bounded run: the hourly task takes the rest next time.
const filesPerRun = 1_000;

/**
 * Removes evidence files that no achievement has listed for a day after their upload (issue
 * 18): uploads abandoned on the way, and files taken off an achievement. Their bytes count
 * against the owner's quota until then.
 */
export async function purgeUnattachedFiles(
  app: Pick<FastifyInstance, 'db' | 'files' | 'log'>,
  now: Date,
): Promise<{ removedCount: number }> {
  const removed = await app.db
    .delete(evidenceFiles)
    .where(
      inArray(
        evidenceFiles.id,
        app.db
          .select({ id: evidenceFiles.id })
          .from(evidenceFiles)
          .where(unattachedFilesBefore(now))
          .limit(filesPerRun),
      ),
    )
    .returning({ storageKey: evidenceFiles.storageKey, thumbnailKey: evidenceFiles.thumbnailKey });
  for (const { storageKey, thumbnailKey } of removed) {
    for (const key of [storageKey, thumbnailKey]) {
      if (!key) continue;
      await app.files.remove(key).catch((error: unknown) => {
        app.log.warn({ err: error, key }, 'the bytes of a purged evidence file were not removed');
      });
    }
  }
  return { removedCount: removed.length };
}
