import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Locale } from '../../../../contract/constants.ts';
import { portfolioFileName } from '../../../../contract/portfolio.ts';
import { schoolYearLabel, type SchoolYearSpan } from '../../../../contract/school-year.ts';
import { finalisedEvaluationSummary } from '../evaluations/evaluation-summary.ts';
import { contentDisposition } from '../evidence-files/content-disposition.ts';
import { evidencePhotoLoader } from './evidence-photo-loader.ts';
import { evaluationSummarySection } from './pdf/evaluation-summary-section.ts';
import { renderPortfolioPdf } from './pdf/render-portfolio-pdf.ts';
import { portfolioContentOf } from './portfolio-content.ts';
import { schoolLogo } from './school-logo.ts';

export interface PortfolioPdfRequest {
  ownerId: string;
  schoolYear: SchoolYearSpan;
  locale: Locale;
  /** The share link the cover's QR code opens, when there is one. */
  qrUrl: string | undefined;
}

/**
 * Answers a portfolio as a PDF stream, its evaluation summary included once finalised.
 * Everything from the database is read before the first byte, so an error still gets its
 * status; the caller has checked who may read it.
 */
export async function sendPortfolioPdf(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'files' | 'log'>,
  reply: FastifyReply,
  request: PortfolioPdfRequest,
) {
  const { ownerId, schoolYear, locale, qrUrl } = request;
  const [content, summary] = await Promise.all([
    portfolioContentOf(app.db, ownerId, schoolYear),
    finalisedEvaluationSummary(app.db, ownerId, schoolYearLabel(schoolYear.startYear)),
  ]);
  const logo = await schoolLogo(content.logoUrl, app.log);
  const pdf = renderPortfolioPdf({
    content,
    locale,
    madeAt: app.clock.now(),
    loadPhoto: evidencePhotoLoader(app),
    ...(logo && { logo }),
    ...(qrUrl && { qrUrl }),
    ...(summary && { evaluationSummary: evaluationSummarySection(summary, locale) }),
  });
  const fileName = portfolioFileName(content.owner.fullName, schoolYear.startYear, locale);
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
