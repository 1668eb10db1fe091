import type { StoredFile } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

interface AnsweredUpload {
  /** The upload that answered the id: a file uploaded again since (a retry) has another. */
  uploadUrl: string | undefined;
  uploadedId: string;
}

const answeredUploads = new WeakMap<UserDb, Map<string, AnsweredUpload>>();

/**
 * The server's id of a stored file: the one written on its row, or one the server answered
 * in this session that the device could not write down.
 */
export function uploadedIdOf(db: UserDb, file: StoredFile): string | undefined {
  if (file.uploadedId) return file.uploadedId;
  const answered = answeredUploads.get(db)?.get(file.id);
  return answered && answered.uploadUrl === file.uploadUrl ? answered.uploadedId : undefined;
}

/**
 * Keeps the id the server gave an uploaded file, so the record goes with it and the upload is
 * never checked again. The row holds the file's bytes and WebKit may refuse to write it again
 * (docs/sync.md, "Files before records"): the id is then kept in memory for this session, and
 * after a reload one `HEAD` asks the server for it.
 */
export async function keepUploadedId(
  db: UserDb,
  file: Pick<StoredFile, 'id' | 'size'>,
  answered: AnsweredUpload,
): Promise<void> {
  let kept = answeredUploads.get(db);
  if (!kept) answeredUploads.set(db, (kept = new Map()));
  kept.set(file.id, answered);
  try {
    await db.files.update(file.id, { uploadedId: answered.uploadedId, uploadedBytes: file.size });
  } catch {
    // Kept in memory above; the record must not wait for the device's bookkeeping.
  }
}

/** A manual retry uploads these files again: the ids answered before are stale. */
export function forgetUploadedIds(db: UserDb, fileIds: readonly string[]): void {
  const kept = answeredUploads.get(db);
  for (const fileId of fileIds) kept?.delete(fileId);
}
