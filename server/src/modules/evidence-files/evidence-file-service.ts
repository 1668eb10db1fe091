import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';

import type { StoredFile } from '../../../../contract/achievements.ts';
import { evidenceFiles as evidenceFileLimits } from '../../../../contract/uploads.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { canReadEvidenceOf } from '../../plugins/auth/evidence-access.ts';
import { users } from '../../db/tables/users.ts';
import { StoredFileTooLargeError } from '../../plugins/files/byte-limit.ts';
import { sniffEvidenceFile } from './sniff-evidence-type.ts';
import { stageUpload, type StagedUpload } from './staged-upload.ts';
import { requireStorageFor } from './storage-budget.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { sizeLimitParams } from '../../http/size-limit-params.ts';

export type FilesContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'files' | 'multipartErrors' | 'log'
>;

export type EvidenceFileRow = typeof evidenceFiles.$inferSelect;

const thumbnailMaxPixels = 480;
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

/** 413 for a file over the per-file limit, however it is sent. */
export const evidenceFileTooLarge = () =>
  new ApiError(413, 'validation.error.fileTooLarge', {
    params: sizeLimitParams(evidenceFileLimits.maxFileBytes),
  });

/**
 * Bidi embeddings, overrides, isolates and marks: in a name they reorder what is shown, so
 * `invoice\u202Egpj.exe` reads as `invoiceexe.jpg`. Arabic names need none of them.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

/** The name as the user saw it, without any folder a browser may have sent along. */
export function displayNameOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(bidiControls, '');
  return printable.trim().slice(0, 255) || 'file';
}

/** The `file` part of the multipart request, its bytes still to be read as they arrive. */
async function openUpload(
  app: FilesContext,
  request: FastifyRequest,
): Promise<ReceivedEvidenceFile> {
  if (!request.isMultipart()) throw fileRequired();
  try {
    const upload = await request.file({ limits: { fileSize: evidenceFileLimits.maxFileBytes } });
    if (!upload || upload.fieldname !== 'file') throw fileRequired();
    // Past the limit, busboy ends the stream early and marks it truncated.
    return {
      fileName: upload.filename,
      content: upload.file,
      wasCutOff: () => upload.file.truncated,
    };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw evidenceFileTooLarge();
    }
    throw error;
  }
}

/** The received bytes in a temp file, or 413 when there are more than an evidence file may have. */
async function stageEvidence(received: ReceivedEvidenceFile): Promise<StagedUpload> {
  const staged = await stageUpload(received.content, evidenceFileLimits.maxFileBytes).catch(
    (error: unknown) => {
      throw error instanceof StoredFileTooLargeError ? evidenceFileTooLarge() : error;
    },
  );
  if (received.wasCutOff?.()) {
    await staged.discard();
    throw evidenceFileTooLarge();
  }
  return staged;
}

// libvips would otherwise keep recently read files open, temp files already removed included.
sharp.cache({ files: 0 });

/**
 * The most pixels a PNG or HEIC may have for a thumbnail to be tried: they are decoded whole
 * before they shrink, and a file of a megabyte can declare a gigabyte of pixels. JPEG and WebP
 * shrink while they are read, so sharp's own limit (about 268 million) holds for them. Phones'
 * photos reach 200 million pixels as JPEG only, and the app shrinks photos before uploading
 * them unless asked not to.
 */
const wholeDecodeMaxPixels = 50_000_000;

/**
 * A small WebP of a picture, or undefined when sharp cannot read it (e.g. some HEIC files) or
 * it has too many pixels to decode. Read from the file on disk, never loaded whole.
 */
async function thumbnailOf(
  app: FilesContext,
  path: string,
  mimeType: string,
): Promise<Buffer | undefined> {
  const decodedWhole = mimeType === 'image/png' || mimeType === 'image/heic';
  try {
    return await sharp(path, { limitInputPixels: decodedWhole ? wholeDecodeMaxPixels : true })
      .rotate()
      .resize(thumbnailMaxPixels, thumbnailMaxPixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    app.log.info({ err: error }, 'no thumbnail for an uploaded picture');
    return undefined;
  }
}

export interface ReceivedEvidenceFile {
  /** The row's id; a resumable upload keeps its own, so finishing it twice finds one row. */
  id?: string;
  /** The name as the user gave it, not yet cleaned. */
  fileName: string;
  /** The bytes, read once as they arrive. */
  content: Readable;
  /** True when the sender's own limit ended `content` early (multipart). */
  wasCutOff?: () => boolean;
}

/**
 * Makes received bytes an evidence file, whichever way they came: the type sniffed from the
 * bytes (415 for any other), room in the owner's quota (413), a thumbnail of a picture, the file stored and its row inserted.
 * The file belongs to no achievement yet.
 */
export async function finishEvidenceFile(
  app: FilesContext,
  owner: AuthenticatedUser,
  received: ReceivedEvidenceFile,
): Promise<StoredFile> {
  const staged = await stageEvidence(received);
  try {
    return await storeStagedEvidence(app, owner, received, staged);
  } finally {
    await staged.discard();
  }
}

async function storeStagedEvidence(
  app: FilesContext,
  owner: AuthenticatedUser,
  received: ReceivedEvidenceFile,
  staged: StagedUpload,
): Promise<StoredFile> {
  const mimeType = await sniffEvidenceFile(staged.path);
  if (!mimeType) throw new ApiError(415, 'validation.error.unsupportedFileType');
  await requireStorageFor(app.db, owner, staged.size, app.clock.now());

  const id = received.id ?? uuidv7();
  const storageKey = `evidence/${id}`;
  const thumbnail = mimeType.startsWith('image/')
    ? await thumbnailOf(app, staged.path, mimeType)
    : undefined;
  const thumbnailKey = thumbnail ? `evidence/${id}.thumbnail.webp` : null;
  await app.files.write(storageKey, createReadStream(staged.path), { size: staged.size });
  try {
    // A thumbnail is at most 480 px square: small enough to hand over whole.
    if (thumbnail && thumbnailKey) {
      await app.files.write(thumbnailKey, Readable.from([thumbnail]), { size: thumbnail.length });
    }
    const [row] = await app.db
      .insert(evidenceFiles)
      .values({
        id,
        ownerId: owner.id,
        name: displayNameOf(received.fileName),
        mimeType,
        size: staged.size,
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

/** Stores the evidence file of a multipart `POST /api/files`. */
export async function storeEvidenceFile(
  app: FilesContext,
  owner: AuthenticatedUser,
  request: FastifyRequest,
): Promise<StoredFile> {
  // A full account or one without a subscription is refused before its bytes are read.
  await requireStorageFor(app.db, owner, 0, app.clock.now());
  return finishEvidenceFile(app, owner, await openUpload(app, request));
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
