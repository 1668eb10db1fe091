import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import { portfolioEndpoints } from '../../../../contract/endpoints/portfolio.ts';
import {
  portfolioFileName,
  portfolioLimits,
  type zPortfolioQuery,
} from '../../../../contract/portfolio.ts';
import { schoolYearAt, schoolYearStarting } from '../../../../contract/school-year.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { perUserRateLimit } from '../../plugins/rate-limit/per-user-rate-limit.ts';
import { readableOwner } from '../achievements/achievement-reads.ts';
import { contentDisposition } from '../evidence-files/content-disposition.ts';
import { evidencePhotoLoader } from './evidence-photo-loader.ts';
import { portfolioContentOf } from './portfolio-content.ts';
import { renderPortfolioPdf } from './pdf/render-portfolio-pdf.ts';
import { schoolLogo } from './school-logo.ts';

type ApiInstance = Parameters<ApiModule>[0];
type PortfolioQueryOutput = z.output<typeof zPortfolioQuery>;

interface PortfolioRequest {
  viewer: AuthenticatedUser;
  /** Whose portfolio; the caller's own when undefined. */
  userId: string | undefined;
  query: PortfolioQueryOutput;
}

/**
 * Answers a portfolio as a PDF stream, after the same check as reading the owner's
 * achievements (403 for someone else's staff, 404 for an unknown user): everything from the
 * database is read before the first byte, so an error still gets its status.
 */
async function sendPortfolio(app: ApiInstance, reply: FastifyReply, request: PortfolioRequest) {
  const owner = await readableOwner(app, request.viewer, request.userId);
  const now = app.clock.now();
  const { year, lang } = request.query;
  const schoolYear = year === undefined ? schoolYearAt(now) : schoolYearStarting(year);
  const locale = lang ?? request.viewer.locale;
  const content = await portfolioContentOf(app.db, owner.id, schoolYear);
  const logo = await schoolLogo(content.logoUrl, app.log);
  const pdf = renderPortfolioPdf({
    content,
    locale,
    madeAt: now,
    loadPhoto: evidencePhotoLoader(app),
    ...(logo && { logo }),
  });
  const fileName = portfolioFileName(content.owner.fullName, schoolYear.startYear, locale);
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The portfolio file (ملف الإنجاز): the caller's own, or a staff member's for their principal. */
export const portfolioRoutes: ApiModule = async (app) => {
  const config = {
    auth: { roles: ['agent', 'org_admin', 'super_admin'] },
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
