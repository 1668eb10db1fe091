import PDFDocument from 'pdfkit';

import { schoolYearName } from '../../../../../contract/school-year-name.ts';
import type { FarisSheet } from '../../../../../contract/faris-sheet.ts';
import type { FarisSheetsRenderJob } from '../render/faris-sheets-render-job.ts';
import { farisSheetWords } from './faris-sheet-words.ts';
import { recordArabicLigaturesInVisualOrder } from '../../../pdf/ligature-text-order.ts';
import { PageFlow, pageMargin } from './page-flow.ts';
import { drawLine } from '../../../pdf/paragraph-layout.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { registerPdfFonts } from '../../../pdf/pdf-fonts.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

type Words = ReturnType<typeof farisSheetWords>;

/** A criterion's line: its number and name at the start edge, its score at the end edge. */
function scoreRow(flow: PageFlow, name: string, score: string): void {
  const scoreWidth = 40;
  const top = flow.y;
  const [scoreLine] = flow.lines(score, styles.subheading);
  if (scoreLine) {
    const x = flow.direction === 'rtl' ? flow.left : flow.right - scoreLine.width;
    drawLine(flow.doc, scoreLine, x, top, styles.subheading);
  }
  for (const line of flow.lines(name, styles.body, flow.width - scoreWidth)) {
    drawLine(flow.doc, line, flow.startOf(line.width), flow.y + 1, styles.body);
    flow.gap(flow.lineHeight(styles.body));
  }
  flow.gap(2);
  flow.rule('#e9ecef');
  flow.gap(4);
}

function drawSheet(flow: PageFlow, sheet: FarisSheet, job: FarisSheetsRenderJob, words: Words) {
  const { locale } = job;
  flow.paragraph(words.say('title'), styles.heading, { gap: 4 });
  flow.paragraph(words.say('staffMember', { name: isolated(sheet.fullName) }), styles.subheading);
  const school = isolated(job.schoolName);
  flow.paragraph(
    words.say('school', { school, year: isolated(schoolYearName(job.schoolYear, locale)) }),
    styles.meta,
    { gap: 8 },
  );
  flow.rule();
  flow.gap(10);
  flow.paragraph(words.say('criteria'), styles.subheading, { gap: 4 });
  sheet.criteria.forEach((criterion, index) => {
    const name = locale === 'ar' ? criterion.nameAr : criterion.nameEn;
    scoreRow(
      flow,
      `${index + 1}. ${name}`,
      criterion.score === null ? '-' : String(criterion.score),
    );
  });
  flow.gap(6);
  const label = (locale === 'ar' ? sheet.ratingNameAr : sheet.ratingNameEn) ?? '';
  flow.paragraph(
    words.say('overallRating', { rating: sheet.overallRating, label }),
    styles.heading,
  );
  const score = sheet.weightedScore.toFixed(2);
  flow.paragraph(words.say('weightedScore', { score }), styles.meta, { gap: 8 });
  for (const [word, text] of [
    ['strengths', sheet.strengths],
    ['developmentAreas', sheet.developmentAreas],
  ] as const) {
    flow.paragraph(words.say(word), styles.subheading, { gap: 2 });
    flow.paragraph(text, styles.body, { gap: 8, typed: true });
  }
  const date = portfolioDate(sheet.finalisedAt, locale);
  flow.paragraph(
    sheet.principalName
      ? words.say('finalised', { name: isolated(sheet.principalName), date })
      : words.say('finalisedOn', { date }),
    styles.meta,
  );
}

/**
 * A school's Faris entry sheets as one PDF, a page per staff member (a long sheet runs on),
 * A4, right to left in Arabic, in the portfolio's typeface.
 */
export function renderFarisSheetsPdf(job: FarisSheetsRenderJob): PDFKit.PDFDocument {
  const words = farisSheetWords(job.locale);
  const title = words.say('documentTitle', {
    school: job.schoolName,
    year: schoolYearName(job.schoolYear, job.locale),
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: pageMargin,
    bufferPages: true,
    lang: job.locale === 'ar' ? 'ar-SA' : 'en',
    displayTitle: true,
    info: { Title: title, Creator: 'Shawahid', CreationDate: job.madeAt },
  });
  registerPdfFonts(doc);
  const flow = new PageFlow(doc, job.locale === 'ar' ? 'rtl' : 'ltr');
  if (job.sheets.length === 0) flow.paragraph(words.say('none'), styles.subheading);
  job.sheets.forEach((sheet, index) => {
    if (index > 0) flow.newPage();
    drawSheet(flow, sheet, job, words);
  });
  recordArabicLigaturesInVisualOrder(doc);
  doc.end();
  return doc;
}
