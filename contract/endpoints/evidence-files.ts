import { zStoredFile } from '../achievements.ts';
import { evidenceStoragePath, zEvidenceStorageUsage } from '../evidence-storage.ts';
import { zIdParams } from '../ids.ts';
import { zEvidenceMediaLink, zEvidenceMediaQuery } from '../evidence-media.ts';
import { evidenceFileUpload } from '../uploads.ts';
import { defineEndpoint, fileResult, multipartBody } from './define-endpoint.ts';

const tag = 'Evidence files';

/**
 * Evidence files: uploaded whole before the achievement that lists them (the outbox sends
 * files first; bigger ones go through the resumable tus routes at `/uploads`, not declared
 * here), downloaded only by those who may read the owner's evidence.
 */
export const evidenceFilesEndpoints = {
  upload: defineEndpoint({
    method: evidenceFileUpload.method,
    path: evidenceFileUpload.path,
    summary: 'Upload an evidence file whole, in the multipart field `file`',
    tag,
    body: multipartBody(evidenceFileUpload.fileField),
    result: zStoredFile,
    successStatus: 201,
  }),
  storageUsage: defineEndpoint({
    method: 'GET',
    path: evidenceStoragePath,
    summary: 'How much of their evidence storage the caller has used, and their quota',
    tag,
    result: zEvidenceStorageUsage,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    summary: 'The bytes of an evidence file, as an attachment; honours Range (206, 416)',
    tag,
    params: zIdParams,
    result: fileResult,
  }),
  mediaLink: defineEndpoint({
    method: 'GET',
    path: '/files/:id/media-link',
    summary:
      'A short-lived address the browser’s own player streams a video or audio file from (it sends no bearer token)',
    tag,
    params: zIdParams,
    result: zEvidenceMediaLink,
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/files/:id/media',
    summary:
      'The bytes of an evidence file for a media player, by the ticket of `mediaLink`; honours Range (206, 416)',
    tag,
    anonymous: true,
    params: zIdParams,
    query: zEvidenceMediaQuery,
    result: fileResult,
  }),
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/files/:id/thumbnail',
    summary: 'The WebP thumbnail of a picture evidence file',
    tag,
    params: zIdParams,
    result: fileResult,
  }),
};
