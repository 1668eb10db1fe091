import { createHash } from 'node:crypto';

import type { Locale } from '../../../../../contract/constants.ts';
import type { EvaluationSummary } from '../../../../../contract/portfolio-shares.ts';
import type { PortfolioContent } from '../portfolio-content.ts';

export interface PortfolioKeyInput {
  content: PortfolioContent;
  locale: Locale;
  /** The date printed on the cover, as printed. */
  madeOn: string;
  qrUrl: string | undefined;
  evaluationSummary: EvaluationSummary | undefined;
}

/**
 * A hash of everything a portfolio prints: the records, each photo by its stored thumbnail (a
 * key is written once and never overwritten), the logo by its address, the language, the cover's
 * date and link, and the evaluation. Two requests with the same key get the same file.
 */
export function portfolioContentKey(input: PortfolioKeyInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
}
