/** Upload limits shared by the client's early checks and the server's real ones. */
export const profilePicture = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** Evidence files (issue 4): images, documents and video, checked from their bytes on the server. */
export const evidenceFiles = {
  mimeTypes: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/heic',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'video/mp4',
    'video/quicktime',
  ],
  maxFileBytes: 25 * 1024 * 1024,
  maxAchievementBytes: 100 * 1024 * 1024,
} as const;

/**
 * The whole-file evidence upload (`POST /api/files`, multipart, the bytes in `fileField`),
 * zod-free for the service worker that replays the outbox's files; its declaration is
 * `evidenceFilesEndpoints.upload` (contract/endpoints/evidence-files.ts).
 */
export const evidenceFileUpload = { method: 'POST', path: '/files', fileField: 'file' } as const;

/**
 * Evidence storage per user, by the subscription that covers them (issue 18): a trial tries
 * the product, a paid plan (personal, or a school's for each member) holds a year of
 * evidence with photos and short videos. Files count from upload, attached or not; files
 * never attached to an achievement are removed a day after upload.
 */
export const evidenceStorageQuotas = {
  trialBytes: 1024 * 1024 * 1024,
  paidBytes: 10 * 1024 * 1024 * 1024,
  unattachedFilesKeptMs: 24 * 60 * 60 * 1000,
  /** New uploads (whole or resumable) a user may start in an hour. */
  uploadsPerHour: 300,
} as const;

/**
 * Resumable evidence uploads (tus 1.0 at `/api/uploads`): an unfinished upload is kept this
 * long after its creation; the finished one answers its evidence file id in `fileIdHeader`.
 */
export const resumableUploads = {
  path: '/uploads',
  expiresAfterMs: 24 * 60 * 60 * 1000,
  fileIdHeader: 'Shawahid-File-Id',
  /** `Upload-Metadata` keys the server reads; `filetype` is never trusted. */
  filenameMetadataKey: 'filename',
} as const;
