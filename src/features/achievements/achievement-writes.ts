import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { currentUserDb } from '../../lib/db/current-user-db.ts';
import { requestPersistentStorage } from '../../lib/db/request-persistent-storage.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { deleteSyncedRecord } from '../../lib/sync/delete-synced-record.ts';
import { enqueueWrite, type RecordContent } from '../../lib/sync/enqueue-write.ts';
import { localFileDraft } from '../../lib/sync/local-file-draft.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import {
  achievementsTable,
  type AchievementFileMeta,
  type AchievementRow,
} from './achievement-row.ts';
import { evidenceMimeType } from './evidence-file-checks.ts';

/** What the form hands over: the fields, the files kept and the new files' bytes. */
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
  newFiles: File[];
};

function prepare(id: string, input: AchievementInput) {
  const drafts = input.newFiles.map((file) => localFileDraft(file, file.name));
  const files: AchievementFileMeta[] = [
    ...input.keptFiles,
    ...drafts.map((draft, index) => ({
      id: draft.id,
      name: draft.name,
      mimeType: evidenceMimeType(input.newFiles[index] ?? { name: draft.name, type: '' }),
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

export async function createAchievement(input: AchievementInput): Promise<string> {
  const id = uuidv7();
  const { record, body, drafts } = prepare(id, input);
  await enqueueWrite(currentUserDb(), {
    operation: 'create',
    table: achievementsTable(currentUserDb()),
    record,
    request: outboxRequest(achievementEndpoints.create, { body: { id, ...body } }),
    files: drafts,
  });
  afterWrite(drafts.length > 0);
  return id;
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
