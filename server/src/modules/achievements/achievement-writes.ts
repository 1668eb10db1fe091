import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type {
  Achievement,
  zAchievementCreate,
  zAchievementUpdate,
} from '../../../../contract/achievements.ts';
import type { FieldError } from '../../../../contract/envelope.ts';
import { evidenceFiles as evidenceFileLimits } from '../../../../contract/uploads.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { criteria } from '../../db/tables/criteria.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { users } from '../../db/tables/users.ts';
import { achievementOf, type AchievementRow } from './achievement-records.ts';
import { canReadEvidenceOf } from '../../plugins/auth/evidence-access.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { sizeLimitParams } from '../../http/size-limit-params.ts';
import { writeNotification } from '../notifications/access.ts';

type WriteContext = Pick<FastifyInstance, 'db' | 'clock'>;
type AchievementFields = Omit<z.output<typeof zAchievementUpdate>, 'version' | 'replacesOtherEdit'>;

const invalidField = (field: string) =>
  new ApiError(400, 'common.error.validation', {
    fieldErrors: [{ field, key: 'validation.error.mustBeOneOf', params: {} } satisfies FieldError],
  });

const conflict = (current?: Achievement) =>
  new ApiError(409, 'common.error.conflict', current && { result: current });

/** Refuses criteria that do not exist; answers the distinct ids. */
async function checkedCriterionIds(db: Database, ids: readonly string[]): Promise<string[]> {
  const distinct = [...new Set(ids)];
  const found = await db
    .select({ id: criteria.id })
    .from(criteria)
    .where(inArray(criteria.id, distinct));
  if (found.length !== distinct.length) throw invalidField('criterion_ids');
  return distinct;
}

/**
 * Refuses files that are not the owner's or already belong to another achievement, and a
 * total over the per-achievement limit; answers the distinct ids.
 */
async function checkedFileIds(
  db: Database,
  ownerId: string,
  achievementId: string,
  ids: readonly string[],
): Promise<string[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return distinct;
  const found = await db
    .select()
    .from(evidenceFiles)
    .where(inArray(evidenceFiles.id, distinct))
    .for('update');
  const usable = found.filter(
    (file) =>
      file.ownerId === ownerId &&
      (file.achievementId === null || file.achievementId === achievementId),
  );
  if (usable.length !== distinct.length) throw invalidField('file_ids');
  const totalBytes = usable.reduce((total, file) => total + file.size, 0);
  if (totalBytes > evidenceFileLimits.maxAchievementBytes) {
    throw new ApiError(413, 'validation.error.totalSizeExceeded', {
      params: sizeLimitParams(evidenceFileLimits.maxAchievementBytes),
    });
  }
  return distinct;
}

async function linkCriteriaAndFiles(
  db: Database,
  achievementId: string,
  criterionIds: readonly string[],
  fileIds: readonly string[],
): Promise<void> {
  await db.delete(achievementCriteria).where(eq(achievementCriteria.achievementId, achievementId));
  await db
    .insert(achievementCriteria)
    .values(criterionIds.map((criterionId) => ({ achievementId, criterionId })));
  // Files left out of the list go back to the owner's unattached uploads.
  await db
    .update(evidenceFiles)
    .set({ achievementId: null })
    .where(
      and(
        eq(evidenceFiles.achievementId, achievementId),
        fileIds.length > 0 ? notInArray(evidenceFiles.id, [...fileIds]) : sql`true`,
      ),
    );
  if (fileIds.length > 0) {
    await db
      .update(evidenceFiles)
      .set({ achievementId })
      .where(inArray(evidenceFiles.id, [...fileIds]));
  }
}

export function columnsOf(fields: AchievementFields) {
  return {
    description: fields.description,
    eventStartAt: new Date(fields.eventStartAt),
    durationMinutes: fields.durationMinutes,
    location: fields.location,
    evidenceType: fields.evidenceType,
    links: fields.links,
  };
}

/**
 * The row of a new achievement of `owner`, made at `now`: version 1, awaiting review. Every
 * column is given, so the row inserted is this one and answers can be built from it without
 * reading it back (`createAchievementsTogether`).
 */
export function newAchievementRow(
  input: z.output<typeof zAchievementCreate>,
  owner: AuthenticatedUser,
  now: Date,
): AchievementRow {
  return {
    id: input.id,
    ownerId: owner.id,
    organizationId: owner.organizationId,
    ...columnsOf(input),
    version: 1,
    reviewStatus: 'pending',
    reviewCount: 0,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

/** Creates the caller's achievement with the id the device made; version 1. */
export async function createAchievement(
  app: WriteContext,
  owner: AuthenticatedUser,
  input: z.output<typeof zAchievementCreate>,
): Promise<Achievement> {
  const existing = async () => {
    const [row] = await app.db.select().from(achievements).where(eq(achievements.id, input.id));
    return row;
  };
  const refuseTakenId = async (row: AchievementRow) => {
    const ownLiveRecord = row.ownerId === owner.id && row.deletedAt === null;
    return conflict(ownLiveRecord ? await achievementOf(app.db, row) : undefined);
  };

  const taken = await existing();
  if (taken) throw await refuseTakenId(taken);

  const now = app.clock.now();
  const created = await app.db.transaction(async (tx) => {
    const criterionIds = await checkedCriterionIds(tx, input.criterionIds);
    const fileIds = await checkedFileIds(tx, owner.id, input.id, input.fileIds);
    const [row] = await tx
      .insert(achievements)
      .values(newAchievementRow(input, owner, now))
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await linkCriteriaAndFiles(tx, row.id, criterionIds, fileIds);
    return row;
  });
  if (created) return achievementOf(app.db, created);

  // Another request created the same id in the meantime.
  const winner = await existing();
  throw winner ? await refuseTakenId(winner) : conflict();
}

/**
 * The live achievement the caller owns, locked for the change; 404 when the caller may not even
 * read it, 403 when they may read but not change it (a principal looking at staff evidence).
 */
async function lockOwnAchievement(
  db: Database,
  caller: AuthenticatedUser,
  id: string,
): Promise<AchievementRow> {
  const [found] = await db
    .select({ row: achievements, ownerOrganizationId: users.organizationId })
    .from(achievements)
    .innerJoin(users, eq(users.id, achievements.ownerId))
    .where(eq(achievements.id, id))
    .for('update', { of: achievements });
  const owner = found && { id: found.row.ownerId, organizationId: found.ownerOrganizationId };
  if (!found || !owner || !canReadEvidenceOf(caller, owner)) {
    throw new ApiError(404, 'common.error.notFound');
  }
  if (owner.id !== caller.id) throw new ApiError(403, 'common.error.forbidden');
  return found.row;
}

/** Replaces the caller's achievement when `version` is still the current one. */
export async function updateAchievement(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof zAchievementUpdate>,
): Promise<Achievement> {
  const updated = await app.db.transaction(async (tx) => {
    const current = await lockOwnAchievement(tx, caller, id);
    if (current.deletedAt !== null) throw new ApiError(404, 'common.error.notFound');
    if (current.version !== input.version) throw conflict(await achievementOf(tx, current));
    const criterionIds = await checkedCriterionIds(tx, input.criterionIds);
    const fileIds = await checkedFileIds(tx, caller.id, id, input.fileIds);
    const [row] = await tx
      .update(achievements)
      // A change after a review is a resubmission: it awaits the principal again.
      .set({
        ...columnsOf(input),
        version: current.version + 1,
        updatedAt: app.clock.now(),
        reviewStatus: 'pending',
      })
      .where(eq(achievements.id, id))
      .returning();
    if (!row) throw new Error(`achievement ${id} vanished during its update`);
    await linkCriteriaAndFiles(tx, id, criterionIds, fileIds);
    if (input.replacesOtherEdit) {
      // Her other device learns that the edit it saved is gone, and what it said.
      await writeNotification(tx, app.clock.now(), {
        recipientId: caller.id,
        kind: 'editReplaced',
        subject: 'achievement',
        subjectId: id,
        details: { recordTitle: current.description, date: current.updatedAt.toISOString() },
      });
    }
    return row;
  });
  return achievementOf(app.db, updated);
}

/**
 * Soft-deletes the caller's achievement when `version` is still the current one. Deleting it
 * again (another device got there first) changes nothing and succeeds.
 */
export async function deleteAchievement(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
): Promise<Achievement> {
  const deleted = await app.db.transaction(async (tx) => {
    const current = await lockOwnAchievement(tx, caller, id);
    if (current.deletedAt !== null) return current;
    if (current.version !== version) throw conflict(await achievementOf(tx, current));
    const now = app.clock.now();
    const [row] = await tx
      .update(achievements)
      .set({ deletedAt: now, updatedAt: now, version: current.version + 1 })
      .where(eq(achievements.id, id))
      .returning();
    if (!row) throw new Error(`achievement ${id} vanished during its deletion`);
    return row;
  });
  return achievementOf(app.db, deleted);
}
