import { staffRoles } from '../../../../contract/constants.ts';
import { evidenceFilesEndpoints } from '../../../../contract/endpoints/evidence-files.ts';
import { downloadNameOf } from '../../../../contract/evidence-download-name.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { sendStoredFile } from '../../plugins/files/send-stored-file.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { readableEvidenceFile, storeEvidenceFile } from './evidence-file-service.ts';
import { signMediaTicket, verifyMediaTicket } from './media-ticket.ts';
import { storageQuotaOf, storageUsedBy } from './storage-budget.ts';
import { uploadsPerUser } from './uploads-per-user.ts';

/**
 * Evidence files: uploaded before the achievement that lists them (the outbox sends files
 * first), downloaded only by those who may read the owner's evidence.
 */
export const evidenceFileRoutes: ApiModule = async (app) => {
  const staff = { auth: { roles: staffRoles } } as const;

  declaredRoute(
    app,
    evidenceFilesEndpoints.upload,
    { config: { ...staff, rateLimit: uploadsPerUser } },
    async (request) => success(await storeEvidenceFile(app, request.user, request)),
  );

  declaredRoute(app, evidenceFilesEndpoints.storageUsage, { config: staff }, async (request) => {
    const caller = request.user;
    const [usedBytes, quotaBytes] = await Promise.all([
      storageUsedBy(app.db, caller.id),
      storageQuotaOf(app.db, caller, app.clock.now()),
    ]);
    return success({ usedBytes, quotaBytes });
  });

  declaredRoute(app, evidenceFilesEndpoints.download, { config: staff }, async (request, reply) => {
    const row = await readableEvidenceFile(app, request.user, request.params.id);
    const sent =
      row &&
      (await sendStoredFile(app.files, request, reply, {
        key: row.storageKey,
        size: row.size,
        type: row.mimeType,
        contentDisposition: contentDisposition(
          'attachment',
          downloadNameOf(row.name, row.mimeType),
        ),
      }));
    if (!sent) throw new ApiError(404, 'common.error.notFound');
    return sent;
  });

  declaredRoute(app, evidenceFilesEndpoints.mediaLink, { config: staff }, async (request) => {
    const { id } = request.params;
    const row = await readableEvidenceFile(app, request.user, id);
    if (!row) throw new ApiError(404, 'common.error.notFound');
    const { ticket, expiresAt } = await signMediaTicket(app.config.jwtSecret, request.user, id);
    const path = evidenceFilesEndpoints.media.path.replace(':id', id);
    return success({
      url: `/api${path}?ticket=${encodeURIComponent(ticket)}`,
      expiresAt: expiresAt.toISOString(),
      name: row.name,
      mimeType: row.mimeType,
    });
  });

  // The ticket stands for the session it was asked with (media-ticket.ts); access to the file
  // is checked again at each request, as the download checks it.
  declaredRoute(app, evidenceFilesEndpoints.media, {}, async (request, reply) => {
    const { id } = request.params;
    const session = await verifyMediaTicket(
      app.config.jwtSecret,
      app.clock,
      request.query.ticket,
      id,
    );
    if (!session) throw new ApiError(401, 'common.error.unauthorized');
    const viewer = await app.authenticateSession(session);
    const row = await readableEvidenceFile(app, viewer, id);
    const sent =
      row &&
      (await sendStoredFile(app.files, request, reply, {
        key: row.storageKey,
        size: row.size,
        type: row.mimeType,
        contentDisposition: contentDisposition('inline', downloadNameOf(row.name, row.mimeType)),
      }));
    if (!sent) throw new ApiError(404, 'common.error.notFound');
    return sent;
  });

  declaredRoute(
    app,
    evidenceFilesEndpoints.thumbnail,
    { config: staff },
    async (request, reply) => {
      const row = await readableEvidenceFile(app, request.user, request.params.id);
      const file = row?.thumbnailKey ? await app.files.open(row.thumbnailKey) : undefined;
      if (!row || !file) throw new ApiError(404, 'common.error.notFound');
      const thumbnailName = `${row.name.replace(/\.[^.]*$/, '')}.webp`;
      return (
        reply
          .type('image/webp')
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          // Never kept in the HTTP cache, where the next user of a shared computer could find it.
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition('inline', thumbnailName))
          .send(file.stream)
      );
    },
  );
};
