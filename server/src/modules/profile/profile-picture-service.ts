import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Profile } from '../../../../contract/profile.ts';
import { profilePicture } from '../../../../contract/uploads.ts';
import { ApiError } from '../../http/api-error.ts';
import { users } from '../../db/tables/users.ts';
import { toStoredPicture } from './picture-image.ts';
import { loadProfile } from './profile-service.ts';
import { sizeLimitParams } from '../../http/size-limit-params.ts';

type PictureContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'passwordHasher' | 'files' | 'multipartErrors' | 'log'
>;

/** Public path of stored pictures: `<img>` tags send no bearer token, so the name is the secret. */
export const profilePicturePathPrefix = '/api/profile-pictures/';
const storedNamePattern = /^[0-9a-f]{32}\.webp$/;

export function isStoredPictureName(name: string): boolean {
  return storedNamePattern.test(name);
}

export function storageKeyOf(name: string): string {
  return `avatars/${name}`;
}

const fileTooLarge = () =>
  new ApiError(413, 'validation.error.fileTooLarge', {
    params: sizeLimitParams(profilePicture.maxBytes),
  });
const pictureRequired = () =>
  new ApiError(400, 'common.error.validation', {
    fieldErrors: [{ field: 'picture', key: 'validation.error.required', params: {} }],
  });

/**
 * The `picture` file of the multipart request, read up to the size limit and no further. It is
 * held whole, unlike evidence: sharp re-encodes it, and it is at most 5 MB (`profilePicture`).
 */
async function readUpload(app: PictureContext, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw pictureRequired();
  try {
    const upload = await request.file({ limits: { fileSize: profilePicture.maxBytes } });
    if (!upload || upload.fieldname !== 'picture') throw pictureRequired();
    return await upload.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
    throw error;
  }
}

/** Stores the uploaded picture as the caller's new one and removes the previous file. */
export async function replaceProfilePicture(
  app: PictureContext,
  userId: string,
  request: FastifyRequest,
): Promise<Profile> {
  const stored = await toStoredPicture(await readUpload(app, request));
  if (!stored) throw new ApiError(415, 'validation.error.unsupportedFileType');

  const name = `${randomBytes(16).toString('hex')}.webp`;
  await app.files.write(storageKeyOf(name), Readable.from([stored]), { size: stored.length });
  let previousUrl: string | null;
  try {
    previousUrl = await app.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ url: users.profilePictureUrl })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({
          profilePictureUrl: `${profilePicturePathPrefix}${name}`,
          updatedAt: app.clock.now(),
        })
        .where(eq(users.id, userId));
      return current?.url ?? null;
    });
  } catch (error) {
    await app.files.remove(storageKeyOf(name));
    throw error;
  }

  const previousName = previousUrl?.startsWith(profilePicturePathPrefix)
    ? previousUrl.slice(profilePicturePathPrefix.length)
    : undefined;
  if (previousName && isStoredPictureName(previousName)) {
    await app.files.remove(storageKeyOf(previousName)).catch((error: unknown) => {
      app.log.warn({ err: error, previousName }, 'could not remove the previous profile picture');
    });
  }
  return loadProfile(app, userId);
}
