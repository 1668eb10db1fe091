import type { Locale } from '../../../../../contract/constants.ts';
import type { EvaluationSummary } from '../../../../../contract/portfolio-shares.ts';
import type { PageFlow } from './page-flow.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import { portfolioWords, type PortfolioWords } from './portfolio-words.ts';
import type { PortfolioSection } from './render-portfolio-pdf.ts';
import { isolated } from './visual-runs.ts';

function drawSummary(
  flow: PageFlow,
  summary: EvaluationSummary,
  words: PortfolioWords,
  locale: Locale,
): void {
  flow.paragraph(words.say('evaluation'), styles.heading, { gap: 8 });
  flow.rule();
  flow.gap(14);
  flow.paragraph(words.say('evaluationTotal', { total: summary.total }), styles.subheading);
  const band = locale === 'ar' ? summary.bandNameAr : summary.bandNameEn;
  if (band) flow.paragraph(words.say('evaluationBand', { band }), styles.subheading);
  const date = portfolioDate(summary.finalisedAt, locale);
  const finalised = summary.principalName
    ? words.say('evaluationFinalisedBy', { name: isolated(summary.principalName), date })
    : words.say('evaluationFinalisedOn', { date });
  flow.paragraph(finalised, styles.meta, { gap: 12 });
  for (const entry of summary.scores) {
    flow.ensureRoom(24);
    const name = locale === 'ar' ? entry.nameAr : entry.nameEn;
    const score = words.say('evaluationScore', { score: entry.score });
    flow.paragraph(`${name} · ${score}`, styles.body, { gap: 2 });
  }
  if (summary.acknowledgedAt) {
    flow.gap(12);
    const acknowledgedOn = portfolioDate(summary.acknowledgedAt, locale);
    flow.paragraph(words.say('evaluationAcknowledged', { date: acknowledgedOn }), styles.meta);
    if (summary.acknowledgementComment) {
      const text = isolated(summary.acknowledgementComment);
      flow.paragraph(words.say('acknowledgementComment', { text }), styles.body);
    }
  }
}

/**
 * The finalised evaluation as the portfolio's last section: the total out of 100 and its band
 * in the PDF's language, each criterion's score, who finalised it and when, and the staff
 * member's acknowledgement when given.
 */
export function evaluationSummarySection(
  summary: EvaluationSummary,
  locale: Locale,
): PortfolioSection {
  return {
    title: portfolioWords(locale).say('evaluation'),
    draw: (flow, words) => drawSummary(flow, summary, words, locale),
  };
}
