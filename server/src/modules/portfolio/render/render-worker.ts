import { evaluationSummarySection } from '../pdf/evaluation-summary-section.ts';
import { renderPortfolioPdf } from '../pdf/render-portfolio-pdf.ts';
import { renderFarisSheetsPdf } from '../pdf/faris-sheets-pdf.ts';
import type { PortfolioRenderJob } from './portfolio-render-job.ts';
import type { RenderJob } from './render-job.ts';

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function wholeFile(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function portfolioDocument(job: PortfolioRenderJob): PDFKit.PDFDocument {
  const { content, locale, logo, qrUrl, evaluationSummary } = job;
  return renderPortfolioPdf({
    content,
    locale,
    madeAt: job.madeAt,
    loadPhoto: (photo) => {
      const bytes = job.photos.get(photo.id);
      return Promise.resolve(bytes && asBuffer(bytes));
    },
    ...(logo && { logo: asBuffer(logo) }),
    ...(qrUrl && { qrUrl }),
    ...(evaluationSummary && {
      evaluationSummary: evaluationSummarySection(evaluationSummary, locale),
    }),
  });
}

/**
 * A render worker's task (piscina runs it in a worker thread): a portfolio or a school's Faris
 * entry sheets drawn from plain data, answered as the whole PDF. The fonts are read here, in
 * the worker.
 */
export default async function renderJob(job: RenderJob): Promise<Uint8Array> {
  return wholeFile(job.kind === 'farisSheets' ? renderFarisSheetsPdf(job) : portfolioDocument(job));
}
