import type { Upload } from '@tus/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { StoredFile } from '../../../../contract/achievements.ts';
import { resumableUploads } from '../../../../contract/uploads.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import {
  finishEvidenceFile,
  storedFileOf,
  type EvidenceFileRow,
  type FilesContext,
} from './evidence-file-service.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';

export type UploadsContext = FilesContext & Pick<FastifyInstance, 'resumableUploadStore'>;

/** Who created the upload: kept in its metadata, written by the server, never by the client. */
export const uploadOwnerMetadataKey = 'owner';

/** The evidence file a finished upload became (it keeps the upload's id), if any. */
export async function evidenceFileOfUpload(
  app: Pick<FastifyInstance, 'db'>,
  uploadId: string,
): Promise<EvidenceFileRow | undefined> {
  const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, uploadId));
  return row;
}

/**
 * Makes a complete upload an evidence file with the upload's id, exactly as `POST /api/files`
 * does, then lets the upload go. Finishing an upload that is already an evidence file answers
 * that file, so a retried final request never makes a second row. A refusal for good (no
 * subscription, no room, a refused type) removes the bytes too.
 */
export async function finishResumableUpload(
  app: UploadsContext,
  owner: AuthenticatedUser,
  upload: Upload,
): Promise<StoredFile> {
  const finished = await evidenceFileOfUpload(app, upload.id);
  if (finished) return storedFileOf(finished);

  const store = app.resumableUploadStore;
  const letGo = () =>
    store.datastore.remove(upload.id).catch((error: unknown) => {
      app.log.warn({ err: error, uploadId: upload.id }, 'a finished upload was not removed');
    });
  const content = await store.read(upload.id);
  try {
    const stored = await finishEvidenceFile(app, owner, {
      id: upload.id,
      fileName: upload.metadata?.[resumableUploads.filenameMetadataKey] ?? '',
      content,
    });
    await letGo();
    return stored;
  } catch (error) {
    // Refused for good (its type, or no room left): the bytes go too.
    if (error instanceof ApiError && [402, 413, 415].includes(error.statusCode)) await letGo();
    throw error;
  }
}
