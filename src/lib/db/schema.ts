/** Dexie store declarations: primary key first, then indexes (`[a+b]` is compound). */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
}

/**
 * Every version of the per-user database, oldest first.
 *
 * One list here rather than a registry that features fill at import time: Dexie must
 * know every store before the first open, and the service worker opens the same
 * database without importing any feature. So the whole schema is in one reviewable
 * place, whatever gets imported first.
 *
 * A feature that needs a table appends a version (never edit one that has shipped;
 * Dexie upgrades from it), e.g.
 *   { version: 2, stores: { achievements: 'id, syncState, eventStartAt' } }
 * and keeps its row type (extending SyncedRecord when it syncs) and its typed accessor
 * in its own folder: `db.table<AchievementRow, string>('achievements')`.
 */
export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      outbox: 'id, [recordKey+createdAt], nextAttemptAt, state',
      files: 'id, recordKey',
      conflicts: 'recordKey',
      syncMeta: 'key',
    },
  },
  {
    version: 2,
    stores: {
      achievements: 'id, syncState, eventStartAt',
      criteria: 'id, job, sortOrder',
    },
  },
  {
    version: 3,
    // One row per plan, its goals and feedback inside: the server versions them as one.
    stores: {
      developmentPlans: 'id, beneficiaryId, syncState, status',
    },
  },
  {
    version: 4,
    // The last profile the server answered, so the app shows it offline (src/lib/session).
    stores: {
      profileCopy: 'id',
    },
  },
  {
    version: 5,
    // The evaluation forms the user keeps (theirs, and as a principal their staff's), and the
    // Ministry's rating bands (entities/evaluation).
    stores: {
      evaluations: 'id, evaluateeId, [evaluateeId+schoolYear], syncState',
      evaluationBands: 'id, sortOrder',
    },
  },
  {
    version: 6,
    // A scratch row to find out whether the engine stores Blobs (blob-storage-support.ts).
    stores: {
      storageProbe: 'id',
    },
  },
  {
    version: 7,
    // The user's notifications (features/notifications), newest first by their UUID v7 ids.
    stores: {
      notifications: 'id, syncState',
    },
  },
  {
    version: 8,
    // Achievements counted per criterion and per review status from indexes, so a teacher's
    // thousands are never all read to draw the coverage or the returned notice
    // (features/achievements/use-achievement-counts.ts).
    stores: {
      achievements: 'id, syncState, eventStartAt, *criterionIds, reviewStatus',
    },
  },
  {
    version: 9,
    // The last answer of a principal's server-read screens (the review queue, the staff lists),
    // shown at once on opening and offline (src/lib/api/kept-on-device.ts).
    stores: {
      keptAnswers: 'key, savedAt',
    },
  },
  {
    version: 10,
    // A school year's principal forms read along an index, not by walking every year's
    // (entities/evaluation/principal-forms-of-year.ts).
    stores: {
      evaluations: 'id, evaluateeId, [evaluateeId+schoolYear], syncState, [schoolYear+side]',
    },
  },
];
