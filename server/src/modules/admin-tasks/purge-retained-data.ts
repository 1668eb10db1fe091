import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/database.ts';
import { achievements } from '../../db/tables/achievements.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { listRetentionDue } from './retention.ts';

type PurgeContext = Pick<FastifyInstance, 'db' | 'files' | 'log'>;

async function holderUserIds(db: Database, subscriptionId: string): Promise<string[]> {
  const [period] = await db
    .select({ userId: subscriptions.userId, organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!period) return [];
  if (period.userId) return [period.userId];
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, period.organizationId ?? ''));
  return members.map((member) => member.id);
}

/**
 * Deletes the work (achievements with their evidence, development plans) of holders whose
 * subscription is past retention — only those the super admin chose, and only if they are
 * still past retention now. Accounts stay, so a holder can subscribe again.
 */
export async function purgeRetainedData(
  context: PurgeContext,
  subscriptionIds: readonly string[],
  now: Date,
): Promise<{ purgedCount: number }> {
  const due = new Set((await listRetentionDue(context.db, now)).map((item) => item.subscriptionId));
  let purgedCount = 0;
  for (const subscriptionId of subscriptionIds.filter((id) => due.has(id))) {
    const holders = await holderUserIds(context.db, subscriptionId);
    const storageKeys = await context.db.transaction(async (tx) => {
      const files =
        holders.length === 0
          ? []
          : await tx
              .delete(evidenceFiles)
              .where(inArray(evidenceFiles.ownerId, holders))
              .returning({
                storageKey: evidenceFiles.storageKey,
                thumbnailKey: evidenceFiles.thumbnailKey,
              });
      if (holders.length > 0) {
        await tx.delete(achievements).where(inArray(achievements.ownerId, holders));
        await tx
          .delete(developmentPlans)
          .where(
            or(
              inArray(developmentPlans.beneficiaryId, holders),
              inArray(developmentPlans.creatorId, holders),
            ),
          );
      }
      await tx
        .update(subscriptions)
        .set({ purgedAt: now })
        .where(eq(subscriptions.id, subscriptionId));
      return files.flatMap((file) => [
        file.storageKey,
        ...(file.thumbnailKey ? [file.thumbnailKey] : []),
      ]);
    });
    // The rows are gone; a file that fails to go is only orphaned storage, logged for cleanup.
    for (const key of storageKeys) {
      await context.files.remove(key).catch((error: unknown) => {
        context.log.warn({ err: error, key }, 'a purged evidence file could not be removed');
      });
    }
    purgedCount += 1;
  }
  return { purgedCount };
}
