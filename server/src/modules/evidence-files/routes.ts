import { staffRoles } from '../../../../contract/constants.ts';
import { evidenceFilesEndpoints } from '../../../../contract/endpoints/evidence-files.ts';
import { downloadNameOf } from '../../../../contract/evidence-download-name.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { contentDisposition } from './content-disposition.ts';
import { readableEvidenceFile, storeEvidenceFile } from './evidence-file-service.ts';
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

  for (const variant of ['original', 'thumbnail'] as const) {
    const endpoint =
      variant === 'original' ? evidenceFilesEndpoints.download : evidenceFilesEndpoints.thumbnail;
    declaredRoute(app, endpoint, { config: staff }, async (request, reply) => {
      const row = await readableEvidenceFile(app, request.user, request.params.id);
      const key = variant === 'original' ? row?.storageKey : row?.thumbnailKey;
      const file = row && key ? await app.files.open(key) : undefined;
      if (!row || !file) throw new ApiError(404, 'common.error.notFound');
      const thumbnailName = `${row.name.replace(/\.[^.]*$/, '')}.webp`;
      return reply
        .type(variant === 'original' ? row.mimeType : 'image/webp')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          variant === 'original'
            ? contentDisposition('attachment', downloadNameOf(row.name, row.mimeType))
            : contentDisposition('inline', thumbnailName),
        )
        .send(file.stream);
    });
  }
};
