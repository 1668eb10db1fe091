import { drawLine } from '../../../pdf/paragraph-layout.ts';
import type { PageFlow } from './page-flow.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import type { PortfolioWords } from './portfolio-words.ts';

/** A section listed in the contents, with the page (from 1) it begins on. */
export interface ContentsEntry {
  title: string;
  /** A second line: the criterion's weight and how much evidence it has. */
  details?: string;
  page: number;
  /** The named destination the entry jumps to. */
  destination: string;
}

/**
 * The table of contents, drawn on the page kept for it once every section knows its page:
 * each title at the start edge, its page number at the end edge, the whole entry a link.
 */
export function drawPortfolioContents(
  flow: PageFlow,
  entries: readonly ContentsEntry[],
  words: PortfolioWords,
): void {
  flow.paragraph(words.say('contents'), styles.heading, { gap: 10 });
  flow.rule();
  flow.gap(10);
  flow.paragraph(words.say('printedOnce'), styles.meta, { gap: 10 });
  const numberWidth = 36;
  for (const entry of entries) {
    const top = flow.y;
    const pageLine = flow.lines(String(entry.page), styles.subheading)[0];
    if (pageLine) {
      const x = flow.direction === 'rtl' ? flow.left : flow.right - pageLine.width;
      drawLine(flow.doc, pageLine, x, top, styles.subheading);
    }
    const titleLines = flow.lines(entry.title, styles.subheading, flow.width - numberWidth);
    for (const line of titleLines) {
      drawLine(flow.doc, line, flow.startOf(line.width), flow.y, styles.subheading);
      flow.gap(flow.lineHeight(styles.subheading));
    }
    if (entry.details) flow.paragraph(entry.details, styles.meta);
    flow.doc.goTo(flow.left, top, flow.width, flow.y - top, entry.destination);
    flow.gap(8);
  }
}
