import { staffRoles } from '../../../../contract/constants.ts';
import { portfolioSharesEndpoints as endpoints } from '../../../../contract/endpoints/portfolio-shares.ts';
import { portfolioShareLimits as limits } from '../../../../contract/portfolio-shares.ts';
import { schoolYearStarting } from '../../../../contract/school-year.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { perAddressRateLimit } from '../../plugins/rate-limit/per-address-rate-limit.ts';
import { countLinkPdf } from './link-pdf-limit.ts';
import { downloadNameOf } from '../../../../contract/evidence-download-name.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { sendPortfolioPdf } from '../portfolio/access.ts';
import { sendStoredFile } from '../../plugins/files/send-stored-file.ts';
import { countShareView, openShare, shareUnavailable } from './open-share.ts';
import { shareScope, sharedFileUrl, shareUrl } from './share-records.ts';
import { createShare, listShares, revokeShare } from './share-service.ts';
import { sharedFile } from './shared-file.ts';
import { sharedPortfolioOf } from './shared-portfolio-view.ts';
import { unlisted } from '../../http/unlisted.ts';

/**
 * Share links of a portfolio (docs/portfolio.md, "Share links"): managed by whoever may read
 * the owner's achievements, opened by anyone holding the token, without a session.
 */
export const portfolioShareRoutes: ApiModule = async (app) => {
  const staff = { config: { auth: { roles: staffRoles } } } as const;

  declaredRoute(app, endpoints.list, staff, async (request) =>
    success(await listShares(app, request.user, request.query)),
  );

  declaredRoute(app, endpoints.create, staff, async (request) =>
    success(await createShare(app, request.user, request.body)),
  );

  declaredRoute(app, endpoints.revoke, staff, async (request) =>
    success(await revokeShare(app, request.user, request.params.id)),
  );

  // Public: the token is the credential, and a session sent along is not looked at.
  const viewLimit = perAddressRateLimit(
    'shared-views',
    limits.viewsPerAddressPerMinute,
    '1 minute',
  );
  declaredRoute(
    app,
    endpoints.view,
    { config: { rateLimit: viewLimit } },
    async (request, reply) => {
      // What an old link showed must not outlive its revocation in any cache.
      unlisted(reply).header('cache-control', 'no-store');
      const share = await openShare(app, request.params.token);
      const portfolio = await sharedPortfolioOf(app, share);
      await countShareView(app, share.id);
      return success(portfolio);
    },
  );

  const thumbnailLimit = perAddressRateLimit(
    'shared-thumbnails',
    limits.thumbnailsPerAddressPerMinute,
    '1 minute',
  );
  declaredRoute(
    app,
    endpoints.thumbnail,
    { config: { rateLimit: thumbnailLimit } },
    async (request, reply) => {
      unlisted(reply);
      const share = await openShare(app, request.params.token);
      const photo = await sharedFile(app, share, request.params.fileId, 'photo');
      const file = photo?.thumbnailKey && (await app.files.open(photo.thumbnailKey));
      if (!photo || !file) throw shareUnavailable();
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          contentDisposition('inline', `${photo.name.replace(/\.[^.]*$/, '')}.webp`),
        )
        .send(file.stream);
    },
  );

  const fileLimit = perAddressRateLimit('shared-files', limits.filesPerAddressPerHour, '1 hour');
  declaredRoute(
    app,
    endpoints.file,
    { config: { rateLimit: fileLimit } },
    async (request, reply) => {
      unlisted(reply);
      const share = await openShare(app, request.params.token);
      const found = await sharedFile(app, share, request.params.fileId, 'document');
      // A video plays on the page and seeks as it streams: ranges are honoured (206, 416).
      const sent =
        found &&
        (await sendStoredFile(app.files, request, reply, {
          key: found.storageKey,
          size: found.size,
          type: found.mimeType,
          contentDisposition: contentDisposition(
            'attachment',
            downloadNameOf(found.name, found.mimeType),
          ),
        }));
      if (!sent) throw shareUnavailable();
      return sent;
    },
  );

  const pdfLimit = perAddressRateLimit('shared-pdfs', limits.pdfsPerAddressPerHour, '1 hour');
  declaredRoute(app, endpoints.pdf, { config: { rateLimit: pdfLimit } }, async (request, reply) => {
    unlisted(reply);
    const share = await openShare(app, request.params.token);
    await countLinkPdf(app, share.id);
    return sendPortfolioPdf(app, reply, {
      ownerId: share.ownerId,
      schoolYear: schoolYearStarting(share.schoolYear),
      locale: request.query.lang ?? share.locale,
      qrUrl: shareUrl(app, share),
      scope: shareScope(share),
      fileUrl: (file) => sharedFileUrl(app, share, file.id),
    });
  });
};
