import type { StoredFile } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

/** Per device database, local file id → the id the server answered for it. */
const answeredUploads = new WeakMap<UserDb, Map<string, string>>();

/**
 * The server's id of a stored file: the one written on its row, or one the server answered
 * in this session that the device could not write down.
 */
export function uploadedIdOf(db: UserDb, file: StoredFile): string | undefined {
  return file.uploadedId ?? answeredUploads.get(db)?.get(file.id);
}

/**
 * Keeps the id the server gave an uploaded file, so the record goes with it and the upload is
 * never checked again. The row holds the file's bytes and WebKit may refuse to write it again
 * (docs/sync.md, "Files before records"): the id is then kept in memory for this session;
 * after a reload the server is asked again (one `HEAD` where the upload's address was kept).
 */
export async function keepUploadedId(
  db: UserDb,
  file: Pick<StoredFile, 'id' | 'size'>,
  uploadedId: string,
): Promise<void> {
  let kept = answeredUploads.get(db);
  if (!kept) answeredUploads.set(db, (kept = new Map()));
  kept.set(file.id, uploadedId);
  try {
    await db.files.update(file.id, { uploadedId, uploadedBytes: file.size });
  } catch {
    // Kept in memory above; the record must not wait for the device's bookkeeping.
  }
}

/** A manual retry uploads these files again: the ids answered before are stale. */
export function forgetUploadedIds(db: UserDb, fileIds: readonly string[]): void {
  const kept = answeredUploads.get(db);
  for (const fileId of fileIds) kept?.delete(fileId);
}
