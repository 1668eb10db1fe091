import PDFDocument from 'pdfkit';

import type { Locale } from '../../../../../contract/constants.ts';
import { schoolYearName } from '../../../../../contract/school-year-name.ts';
import type { PortfolioContent } from '../portfolio-content.ts';
import {
  criterionDetails,
  criterionTitle,
  drawCriterionSection,
  type PhotoLoader,
} from './criterion-section.ts';
import { evidencePlacement } from './evidence-placement.ts';
import { recordArabicLigaturesInVisualOrder } from '../../../pdf/ligature-text-order.ts';
import { PageFlow, pageMargin } from './page-flow.ts';
import { drawLine } from '../../../pdf/paragraph-layout.ts';
import { drawPlansSection } from './plans-section.ts';
import { drawPortfolioContents, type ContentsEntry } from './portfolio-contents.ts';
import { drawPortfolioCover } from './portfolio-cover.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { registerPdfFonts } from '../../../pdf/pdf-fonts.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import { portfolioWords, type PortfolioWords } from './portfolio-words.ts';

/**
 * A section another part of the app adds after the development plans (the evaluation summary,
 * once an evaluation is finalised): listed in the contents under `title`, drawn from a new page.
 */
export interface PortfolioSection {
  title: string;
  draw(flow: PageFlow, words: PortfolioWords): Promise<void> | void;
}

export interface PortfolioDocumentInput {
  content: PortfolioContent;
  locale: Locale;
  /** When the file is made, printed on the cover. */
  madeAt: Date;
  loadPhoto: PhotoLoader;
  /** The school's logo, small, as PNG or JPEG. */
  logo?: Buffer;
  /** The share link the cover's QR code opens. */
  qrUrl?: string;
  /** The finalised evaluation's summary, when there is one. */
  evaluationSummary?: PortfolioSection;
}

/** The page being drawn, counting the cover as 1. */
function currentPage(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count;
}

function drawPageNumbers(flow: PageFlow, words: PortfolioWords): void {
  const { doc } = flow;
  const range = doc.bufferedPageRange();
  // The cover has no number; the others count from it.
  for (let index = range.start + 1; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const label = words.say('page', { page: index + 1, pages: range.count });
    const [line] = flow.lines(label, styles.meta);
    if (line) {
      const y = doc.page.height - pageMargin - styles.meta.size;
      drawLine(doc, line, flow.startOf(line.width, 0, 'center'), y, styles.meta);
    }
  }
}

/** Starts a section on a new page that the contents link to, and answers its entry. */
function startSection(flow: PageFlow, title: string, details?: string): ContentsEntry {
  flow.newPage();
  const destination = `section-${currentPage(flow.doc)}`;
  flow.doc.addNamedDestination(destination);
  return { title, page: currentPage(flow.doc), destination, ...(details && { details }) };
}

async function drawDocument(doc: PDFKit.PDFDocument, input: PortfolioDocumentInput) {
  const { content, locale } = input;
  const words = portfolioWords(locale);
  const flow = new PageFlow(doc, locale === 'ar' ? 'rtl' : 'ltr');
  drawPortfolioCover(
    flow,
    {
      ownerName: content.owner.fullName,
      job: content.owner.job,
      schoolName: content.owner.schoolName,
      principalName: content.principalName,
      schoolYear: schoolYearName(content.schoolYear.startYear, locale),
      madeOn: portfolioDate(input.madeAt, locale),
      acceptedOnly: content.acceptedOnly,
      ...(input.logo && { logo: input.logo }),
      ...(input.qrUrl && { qrUrl: input.qrUrl }),
    },
    words,
  );
  // The contents' page, filled in last when every section knows where it begins.
  flow.newPage();
  const contentsPageIndex = currentPage(doc) - 1;
  const entries: ContentsEntry[] = [];
  const context = {
    flow,
    words,
    locale,
    loadPhoto: input.loadPhoto,
    placement: evidencePlacement(content.criteria),
  };
  for (const criterion of content.criteria) {
    const title = criterionTitle(criterion, locale);
    entries.push(startSection(flow, title, criterionDetails(criterion, words)));
    await drawCriterionSection(context, criterion);
  }
  entries.push(startSection(flow, words.say('plans')));
  drawPlansSection(flow, content.plans, words, locale);
  if (input.evaluationSummary) {
    entries.push(startSection(flow, input.evaluationSummary.title));
    await input.evaluationSummary.draw(flow, words);
  }
  drawPageNumbers(flow, words);
  doc.switchToPage(contentsPageIndex);
  flow.y = pageMargin;
  drawPortfolioContents(flow, entries, words);
}

/**
 * The portfolio as a PDF stream: A4, right to left in Arabic, the app's typeface embedded
 * (only the glyphs used). Bytes flow out as pages are made; photos are read one achievement
 * at a time through `loadPhoto`. Page contents stay in memory until the end so that the
 * contents and page numbers can be written once every page exists.
 */
export function renderPortfolioPdf(input: PortfolioDocumentInput): PDFKit.PDFDocument {
  const title = `${portfolioWords(input.locale).say('title')} - ${input.content.owner.fullName}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: pageMargin,
    bufferPages: true,
    lang: input.locale === 'ar' ? 'ar-SA' : 'en',
    displayTitle: true,
    info: { Title: title, Author: input.content.owner.fullName, Creator: 'Shawahid' },
  });
  registerPdfFonts(doc);
  drawDocument(doc, input)
    .then(() => {
      recordArabicLigaturesInVisualOrder(doc);
      doc.end();
    })
    .catch((error: unknown) =>
      doc.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return doc;
}
