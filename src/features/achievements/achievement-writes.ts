import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { currentUserDb } from '../../lib/db/current-user-db.ts';
import { requestPersistentStorage } from '../../lib/db/request-persistent-storage.ts';
import { deleteSyncedRecord } from '../../lib/sync/delete-synced-record.ts';
import { enqueueWrite, type RecordContent } from '../../lib/sync/enqueue-write.ts';
import type { LocalFileDraft } from '../../lib/sync/local-file-draft.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import {
  achievementsTable,
  type AchievementFileMeta,
  type AchievementRow,
} from './achievement-row.ts';
import { evidenceMimeType } from './evidence-file-checks.ts';

/**
 * What the form hands over: the fields, the files kept and the new files, each under the local
 * id the form keeps for it, so a save made again refers to the files already stored.
 */
export type AchievementInput = Pick<
  AchievementRow,
  | 'description'
  | 'eventStartAt'
  | 'durationMinutes'
  | 'location'
  | 'criterionIds'
  | 'evidenceType'
  | 'links'
> & {
  keptFiles: AchievementFileMeta[];
  newFiles: LocalFileDraft[];
};

function prepare(id: string, input: AchievementInput) {
  const drafts = input.newFiles;
  const files: AchievementFileMeta[] = [
    ...input.keptFiles,
    ...drafts.map((draft) => ({
      id: draft.id,
      name: draft.name,
      mimeType: evidenceMimeType({ name: draft.name, type: draft.blob.type }),
      size: draft.blob.size,
      local: true,
    })),
  ];
  const record: RecordContent<AchievementRow> = {
    id,
    description: input.description.trim(),
    eventStartAt: input.eventStartAt,
    durationMinutes: input.durationMinutes,
    location: input.location.trim(),
    criterionIds: input.criterionIds,
    evidenceType: input.evidenceType,
    links: input.links,
    fileIds: files.map((file) => file.id),
    files,
    updatedAt: new Date().toISOString(),
  };
  // The server's fields, camelCase; the outbox swaps local file ids for uploaded ones.
  const body = {
    description: record.description,
    eventStartAt: record.eventStartAt,
    durationMinutes: record.durationMinutes,
    location: record.location,
    criterionIds: record.criterionIds,
    evidenceType: record.evidenceType,
    fileIds: record.fileIds,
    links: record.links,
  };
  return { record, body, drafts };
}

function afterWrite(savedFiles: boolean): void {
  if (savedFiles) void requestPersistentStorage();
  void requestReplay();
}

/**
 * Creates the achievement under the id the form keeps (`uuidv7()`, once per opened form). A save
 * reported failed may still land, so the same id saved again is the same record: an ordinary
 * create if nothing landed, otherwise a change of it (docs/sync.md, "The same write saved again").
 */
export async function createAchievement(id: string, input: AchievementInput): Promise<void> {
  const { record, body, drafts } = prepare(id, input);
  await enqueueWrite(currentUserDb(), {
    operation: 'create',
    table: achievementsTable(currentUserDb()),
    record,
    request: outboxRequest(achievementEndpoints.create, { body: { id, ...body } }),
    requestIfStored: outboxRequest(achievementEndpoints.update, { params: { id }, body }),
    files: drafts,
  });
  afterWrite(drafts.length > 0);
}

export async function updateAchievement(id: string, input: AchievementInput): Promise<void> {
  const { record, body, drafts } = prepare(id, input);
  const table = achievementsTable(currentUserDb());
  const reviews = (await table.get(id))?.reviews ?? [];
  await enqueueWrite(currentUserDb(), {
    operation: 'update',
    table,
    // As the server will: a change after a review is a resubmission awaiting the principal.
    record: { ...record, reviewStatus: 'pending', reviews },
    request: outboxRequest(achievementEndpoints.update, { params: { id }, body }),
    files: drafts,
  });
  afterWrite(drafts.length > 0);
}

/**
 * A record the server has never accepted is simply dropped with its queued changes;
 * one it has goes as a DELETE based on its version and stays hidden until then.
 */
export async function deleteAchievement(row: AchievementRow): Promise<void> {
  const db = currentUserDb();
  const table = achievementsTable(db);
  const outcome = await deleteSyncedRecord(
    db,
    table,
    row,
    outboxRequest(achievementEndpoints.remove, { params: { id: row.id }, body: {} }),
  );
  if (outcome === 'queued') afterWrite(false);
}
