import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';

import type { StoredFile } from '../../../../contract/achievements.ts';
import { evidenceFiles as evidenceFileLimits } from '../../../../contract/uploads.ts';
import { uuidv7 } from '../../db/uuid-v7.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canReadEvidenceOf } from '../achievements/evidence-access.ts';
import { users } from '../users/tables.ts';
import { sniffEvidenceType } from './sniff-evidence-type.ts';
import { evidenceFiles } from './tables.ts';

type FilesContext = Pick<FastifyInstance, 'db' | 'clock' | 'files' | 'multipartErrors' | 'log'>;

export type EvidenceFileRow = typeof evidenceFiles.$inferSelect;

const thumbnailMaxPixels = 480;
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

const fileRequired = () =>
  new ApiError(400, 'common.error.validation', {
    fieldErrors: [{ field: 'file', key: 'validation.error.required', params: {} }],
  });

export function storedFileOf(row: EvidenceFileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    hasThumbnail: row.thumbnailKey !== null,
  };
}

/** The name as the user saw it, without any folder a browser may have sent along. */
function displayNameOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).at(-1)?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.slice(0, 255) || 'file';
}

/** The `file` part of the multipart request, read up to the size limit and no further. */
async function readUpload(
  app: FilesContext,
  request: FastifyRequest,
): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const upload = await request.file({ limits: { fileSize: evidenceFileLimits.maxFileBytes } });
    if (!upload || upload.fieldname !== 'file') throw fileRequired();
    return { name: displayNameOf(upload.filename), content: await upload.toBuffer() };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new ApiError(413, 'validation.error.fileTooLarge', {
        params: { max: megabytes(evidenceFileLimits.maxFileBytes) },
      });
    }
    throw error;
  }
}

/** A small WebP of a picture, or undefined when sharp cannot read it (e.g. some HEIC files). */
async function thumbnailOf(app: FilesContext, content: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(content)
      .rotate()
      .resize(thumbnailMaxPixels, thumbnailMaxPixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    app.log.info({ err: error }, 'no thumbnail for an uploaded picture');
    return undefined;
  }
}

/** Stores the uploaded evidence file, not yet part of any achievement. */
export async function storeEvidenceFile(
  app: FilesContext,
  owner: AuthenticatedUser,
  request: FastifyRequest,
): Promise<StoredFile> {
  const { name, content } = await readUpload(app, request);
  const mimeType = sniffEvidenceType(content);
  if (!mimeType) throw new ApiError(415, 'validation.error.unsupportedFileType');

  const id = uuidv7();
  const storageKey = `evidence/${id}`;
  const thumbnail = mimeType.startsWith('image/') ? await thumbnailOf(app, content) : undefined;
  const thumbnailKey = thumbnail ? `evidence/${id}.thumbnail.webp` : null;
  await app.files.write(storageKey, content);
  try {
    if (thumbnail && thumbnailKey) await app.files.write(thumbnailKey, thumbnail);
    const [row] = await app.db
      .insert(evidenceFiles)
      .values({
        id,
        ownerId: owner.id,
        name,
        mimeType,
        size: content.length,
        storageKey,
        thumbnailKey,
        createdAt: app.clock.now(),
      })
      .returning();
    if (!row) throw new Error('the evidence file row was not inserted');
    return storedFileOf(row);
  } catch (error) {
    await app.files.remove(storageKey);
    if (thumbnailKey) await app.files.remove(thumbnailKey);
    throw error;
  }
}

/** The file's row when the viewer may read it; undefined otherwise, so as not to reveal it. */
export async function readableEvidenceFile(
  app: Pick<FastifyInstance, 'db'>,
  viewer: AuthenticatedUser,
  id: string,
): Promise<EvidenceFileRow | undefined> {
  const [found] = await app.db
    .select({ file: evidenceFiles, ownerOrganizationId: users.organizationId })
    .from(evidenceFiles)
    .innerJoin(users, eq(users.id, evidenceFiles.ownerId))
    .where(eq(evidenceFiles.id, id));
  if (!found) return undefined;
  const owner = { id: found.file.ownerId, organizationId: found.ownerOrganizationId };
  return canReadEvidenceOf(viewer, owner) ? found.file : undefined;
}
