/**
 * The app's page that opens one evidence file for a signed-in reader (`/files/:id`): where the
 * QR code of a document or video in a portfolio leads when no share link shows it.
 */
export const evidenceFilePagePattern = '/files/:id';

export const evidenceFilePagePath = (fileId: string) => `/files/${encodeURIComponent(fileId)}`;
