import type { UserDb } from '../db/user-db.ts';

/** One file waiting to reach the server, and how much of it already has. */
export interface FileUploadProgress {
  id: string;
  name: string;
  size: number;
  uploadedBytes: number;
}

/** The files of waiting writes that are not on the server yet, for the navbar's details. */
export interface UploadProgress {
  files: FileUploadProgress[];
  uploadedBytes: number;
  totalBytes: number;
}

/** Reads only Dexie, so a live query over it follows uploads made by the page or the worker. */
export async function readUploadProgress(db: UserDb): Promise<UploadProgress> {
  const pending = await db.outbox.where('state').equals('pending').toArray();
  const fileIds = [...new Set(pending.flatMap((entry) => entry.fileRefs))];
  const files: FileUploadProgress[] = [];
  for (const file of await db.files.bulkGet(fileIds)) {
    if (!file || file.uploadedId) continue;
    files.push({
      id: file.id,
      name: file.name,
      size: file.size,
      uploadedBytes: Math.min(file.uploadedBytes ?? 0, file.size),
    });
  }
  return {
    files,
    uploadedBytes: files.reduce((sum, file) => sum + file.uploadedBytes, 0),
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}
