import type { Locale } from '../../../../../contract/constants.ts';
import type { EvaluationSummary } from '../../../../../contract/portfolio-shares.ts';
import type { PortfolioContent } from '../portfolio-content.ts';

/**
 * Everything a render worker needs to draw one portfolio, as plain data a worker thread can be
 * sent (records, photo bytes): nothing that holds a database connection or a file handle.
 */
export interface PortfolioRenderJob {
  kind: 'portfolio';
  content: PortfolioContent;
  locale: Locale;
  /** When the file is made, printed on the cover. */
  madeAt: Date;
  /** Each photo's small JPEG by its file id; a photo missing here is left out. */
  photos: Map<string, Uint8Array>;
  /** The school's logo, small, as PNG. */
  logo?: Uint8Array;
  /** The share link the cover's QR code opens. */
  qrUrl?: string;
  /** The finalised evaluation's summary, when there is one. */
  evaluationSummary?: EvaluationSummary;
}
