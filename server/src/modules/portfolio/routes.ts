import { staffRoles } from '../../../../contract/constants.ts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import { portfolioEndpoints } from '../../../../contract/endpoints/portfolio.ts';
import { portfolioLimits, type zPortfolioQuery } from '../../../../contract/portfolio.ts';
import { schoolYearAt, schoolYearStarting } from '../../../../contract/school-year.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { perUserRateLimit } from '../../plugins/rate-limit/per-user-rate-limit.ts';
import { readableOwner } from '../achievements/access.ts';
import { evidenceFilePagePath } from '../../../../contract/evidence-file-page.ts';
import { newestActiveShare } from '../portfolio-shares/newest-share.ts';
import { sendPortfolioPdf } from './send-portfolio-pdf.ts';

type ApiInstance = Parameters<ApiModule>[0];
type PortfolioQueryOutput = z.output<typeof zPortfolioQuery>;

interface PortfolioRequest {
  viewer: AuthenticatedUser;
  /** Whose portfolio; the caller's own when undefined. */
  userId: string | undefined;
  query: PortfolioQueryOutput;
}

/**
 * A portfolio for someone who may read the owner's achievements (403 for someone else's
 * staff, 404 for an unknown user); its cover carries the newest working share link's QR code,
 * and only accepted evidence is printed when the reader asks for that.
 */
async function sendPortfolio(app: ApiInstance, reply: FastifyReply, request: PortfolioRequest) {
  const owner = await readableOwner(app, request.viewer, request.userId);
  const { year, lang, acceptedOnly = false } = request.query;
  const schoolYear = year === undefined ? schoolYearAt(app.clock.now()) : schoolYearStarting(year);
  const share = await newestActiveShare(app, owner.id, schoolYear.startYear);
  return sendPortfolioPdf(app, reply, {
    ownerId: owner.id,
    schoolYear,
    locale: lang ?? request.viewer.locale,
    qrUrl: share?.url,
    scope: { acceptedOnly },
    // Through the share link when it shows the file, else the app, for a signed-in reader.
    fileUrl: (file, evidence) =>
      share?.fileUrl(file.id, evidence) ??
      `${app.config.publicUrl}${evidenceFilePagePath(file.id)}`,
  });
}

/** The portfolio file (ملف الإنجاز): the caller's own, or a staff member's for their principal. */
export const portfolioRoutes: ApiModule = async (app) => {
  const config = {
    auth: { roles: staffRoles },
    rateLimit: perUserRateLimit('portfolios', portfolioLimits.perUserPerHour, '1 hour'),
  } as const;

  declaredRoute(app, portfolioEndpoints.own, { config }, async (request, reply) =>
    sendPortfolio(app, reply, { viewer: request.user, userId: undefined, query: request.query }),
  );

  declaredRoute(app, portfolioEndpoints.staffMember, { config }, async (request, reply) =>
    sendPortfolio(app, reply, {
      viewer: request.user,
      userId: request.params.id,
      query: request.query,
    }),
  );
};
