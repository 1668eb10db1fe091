import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Locale } from '../../../../contract/constants.ts';
import { portfolioFileName } from '../../../../contract/portfolio.ts';
import { schoolYearLabel, type SchoolYearSpan } from '../../../../contract/school-year.ts';
import { finalisedEvaluationSummary } from '../evaluations/access.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { evidencePhotoLoader } from './evidence-photo-loader.ts';
import { portfolioDate } from './pdf/portfolio-dates.ts';
import {
  portfolioContentOf,
  type PortfolioContent,
  type PortfolioEvidence,
  type PortfolioFile,
  type PortfolioScope,
} from './portfolio-content.ts';
import { clientGone } from '../../http/client-gone.ts';
import { portfolioContentKey } from './render/portfolio-content-key.ts';
import { loadPortfolioPhotos } from './render/portfolio-photos.ts';
import { schoolLogo } from './school-logo.ts';

export interface PortfolioPdfRequest {
  ownerId: string;
  schoolYear: SchoolYearSpan;
  locale: Locale;
  /** The share link the cover's QR code opens, when there is one. */
  qrUrl: string | undefined;
  /** Which evidence it prints: a share link's school's, accepted only when chosen. */
  scope: PortfolioScope;
  /** The address a document's or video's QR code opens. */
  fileUrl: (file: PortfolioFile, evidence: PortfolioEvidence) => string;
}

function withFileUrls(
  content: PortfolioContent,
  fileUrl: PortfolioPdfRequest['fileUrl'],
): PortfolioContent {
  return {
    ...content,
    criteria: content.criteria.map((criterion) => ({
      ...criterion,
      evidence: criterion.evidence.map((evidence) => ({
        ...evidence,
        otherFiles: evidence.otherFiles.map((file) => ({
          ...file,
          openUrl: fileUrl(file, evidence),
        })),
      })),
    })),
  };
}

/**
 * Answers a portfolio as a PDF, its evaluation summary included once finalised. The records
 * are read here; the drawing happens in a worker thread (or not at all when the same content
 * was drawn a moment ago), so the API keeps answering. The caller has checked who may read it.
 */
export async function sendPortfolioPdf(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'files' | 'log' | 'portfolioPdfs'>,
  reply: FastifyReply,
  request: PortfolioPdfRequest,
) {
  const { ownerId, schoolYear, locale, qrUrl } = request;
  const [records, summary] = await Promise.all([
    portfolioContentOf(app.db, ownerId, schoolYear, request.scope),
    finalisedEvaluationSummary(app.db, ownerId, schoolYearLabel(schoolYear.startYear)),
  ]);
  const content = withFileUrls(records, request.fileUrl);
  const madeAt = app.clock.now();
  const key = portfolioContentKey({
    content,
    locale,
    madeOn: portfolioDate(madeAt, locale),
    qrUrl,
    evaluationSummary: summary,
  });
  const gone = clientGone(reply);
  const pdf = await app.portfolioPdfs
    .render(
      key,
      async () => {
        const [logo, photos] = await Promise.all([
          schoolLogo(content.logoUrl, app.log),
          loadPortfolioPhotos(content, evidencePhotoLoader(app)),
        ]);
        return {
          kind: 'portfolio' as const,
          content,
          locale,
          madeAt,
          photos,
          ...(logo && { logo }),
          ...(qrUrl && { qrUrl }),
          ...(summary && { evaluationSummary: summary }),
        };
      },
      gone,
    )
    .catch((error: unknown) => {
      if (gone.aborted) return null;
      throw error;
    });
  // The client left and its render was stopped: there is nobody to answer, and nothing failed.
  if (pdf === null) return reply.hijack();
  const fileName = portfolioFileName(content.owner.fullName, schoolYear.startYear, locale);
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
