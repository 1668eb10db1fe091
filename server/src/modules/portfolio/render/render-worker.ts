import { evaluationSummarySection } from '../pdf/evaluation-summary-section.ts';
import { renderPortfolioPdf } from '../pdf/render-portfolio-pdf.ts';
import type { PortfolioRenderJob } from './portfolio-render-job.ts';

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A render worker's task (piscina runs it in a worker thread): one portfolio drawn from plain
 * data, answered as the whole PDF. The fonts are read here, in the worker.
 */
export default async function renderPortfolioJob(job: PortfolioRenderJob): Promise<Uint8Array> {
  const { content, locale, logo, qrUrl, evaluationSummary } = job;
  const doc = renderPortfolioPdf({
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
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
