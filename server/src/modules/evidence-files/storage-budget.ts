import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { evidenceStorageQuotas } from '../../../../contract/uploads.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentSubscription } from '../subscriptions/access.ts';
import { requireActiveSubscription } from '../subscriptions/access.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';

type Owner = Pick<AuthenticatedUser, 'id' | 'role' | 'organizationId'>;

/** The bytes of evidence a user has stored, attached to an achievement or not. */
export async function storageUsedBy(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | null>`sum(${evidenceFiles.size})` })
    .from(evidenceFiles)
    .where(eq(evidenceFiles.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/**
 * How many bytes of evidence the user may keep: the trial's or a paid plan's quota (contract
 * `evidenceStorageQuotas`), none without a subscription, no limit for the super admin.
 */
export async function storageQuotaOf(
  db: Database,
  owner: Owner,
  now: Date,
): Promise<number | null> {
  if (owner.role === 'super_admin') return null;
  const subscription = await currentSubscription(
    db,
    { userId: owner.id, organizationId: owner.organizationId },
    now,
  );
  if (subscription?.status === 'trial') return evidenceStorageQuotas.trialBytes;
  if (subscription?.status === 'active') return evidenceStorageQuotas.paidBytes;
  return 0;
}

export const storageQuotaExceeded = () =>
  new ApiError(413, 'validation.error.storageQuotaExceeded');

/**
 * Refuses a new upload of `bytes` (0 when not known yet) unless the user has a subscription,
 * as every other write, and room for it in their quota. Checked when an upload starts, so a
 * full account sends no bytes, and again when it is stored, since uploads run side by side.
 */
export async function requireStorageFor(
  db: Database,
  owner: Owner,
  bytes: number,
  now: Date,
): Promise<void> {
  await requireActiveSubscription(db, owner, now);
  const quota = await storageQuotaOf(db, owner, now);
  if (quota === null) return;
  if ((await storageUsedBy(db, owner.id)) + bytes > quota) throw storageQuotaExceeded();
}

/** Evidence files uploaded over `unattachedFilesKeptMs` ago that no achievement lists. */
export function unattachedFilesBefore(now: Date) {
  const cutoff = new Date(now.getTime() - evidenceStorageQuotas.unattachedFilesKeptMs);
  return and(isNull(evidenceFiles.achievementId), lt(evidenceFiles.createdAt, cutoff));
}
