import type { Locale } from '../../../../../contract/constants.ts';
import type {
  EvaluationSummary,
  EvaluationSummaryObjection,
} from '../../../../../contract/portfolio-shares.ts';
import type { PageFlow } from './page-flow.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import { portfolioWords, type PortfolioWords } from './portfolio-words.ts';
import type { PortfolioSection } from './render-portfolio-pdf.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

function drawSummary(
  flow: PageFlow,
  summary: EvaluationSummary,
  words: PortfolioWords,
  locale: Locale,
): void {
  flow.paragraph(words.say('evaluation'), styles.heading, { gap: 8 });
  flow.rule();
  flow.gap(14);
  const label = (locale === 'ar' ? summary.ratingNameAr : summary.ratingNameEn) ?? '';
  flow.paragraph(
    words.say('evaluationRating', { rating: summary.overallRating, label }),
    styles.subheading,
  );
  const score = weightedScoreText(summary.weightedScore);
  flow.paragraph(words.say('evaluationWeightedScore', { score }), styles.meta);
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
  for (const [word, text] of [
    ['evaluationStrengths', summary.strengths],
    ['evaluationDevelopmentAreas', summary.developmentAreas],
  ] as const) {
    if (!text) continue;
    flow.gap(10);
    flow.ensureRoom(40);
    flow.paragraph(words.say(word), styles.subheading, { gap: 4 });
    flow.paragraph(isolated(text), styles.body);
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
  if (summary.objection) drawObjection(flow, summary.objection, words, locale);
}

/** Each objected criterion with the reason, the answer and its date; the rating before and after. */
function drawObjection(
  flow: PageFlow,
  objection: EvaluationSummaryObjection,
  words: PortfolioWords,
  locale: Locale,
): void {
  flow.gap(12);
  flow.ensureRoom(60);
  flow.paragraph(words.say('objection'), styles.subheading, { gap: 4 });
  const submitted = portfolioDate(objection.submittedAt, locale);
  flow.paragraph(words.say('objectionSubmitted', { date: submitted }), styles.meta, { gap: 6 });
  for (const item of objection.items) {
    flow.ensureRoom(60);
    const name = locale === 'ar' ? item.nameAr : item.nameEn;
    flow.paragraph(name, styles.body, { gap: 2 });
    flow.paragraph(words.say('objectionReason', { text: isolated(item.reason) }), styles.body, {
      gap: 2,
    });
    const date = item.answeredAt ? portfolioDate(item.answeredAt, locale) : '';
    const answer =
      item.decision === 'kept'
        ? words.say('objectionKept', { score: item.toScore ?? '', date })
        : item.decision === 'changed'
          ? words.say('objectionChanged', {
              from: item.fromScore ?? '',
              to: item.toScore ?? '',
              date,
            })
          : words.say('objectionAwaiting');
    flow.paragraph(answer, styles.meta, { gap: item.comment ? 2 : 8 });
    if (item.comment) {
      const text = isolated(item.comment);
      flow.paragraph(words.say('objectionComment', { text }), styles.body, { gap: 8 });
    }
  }
  if (objection.ratingAfter !== null) {
    flow.paragraph(
      words.say('objectionRatingChange', {
        before: objection.ratingBefore,
        after: objection.ratingAfter,
      }),
      styles.body,
    );
  }
}

/** Two decimals in Latin digits, as the form shows the weighted score. */
function weightedScoreText(score: number): string {
  return score.toFixed(2);
}

/**
 * The finalised evaluation as the portfolio's last section: the overall rating 1-5 and its
 * label in the PDF's language, the weighted score, each criterion's score, the strengths and
 * areas for development, who finalised it and when, the staff member's acknowledgement, and
 * her objection with its answers.
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
