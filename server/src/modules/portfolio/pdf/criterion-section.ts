import type { Locale } from '../../../../../contract/constants.ts';
import type {
  PortfolioCriterion,
  PortfolioEvidence,
  PortfolioPhoto,
} from '../portfolio-content.ts';
import type { EvidencePlacement } from './evidence-placement.ts';
import type { PageFlow } from './page-flow.ts';
import { drawFileQrCodes } from './file-qr-codes.ts';
import { nameList } from './name-list.ts';
import { drawPhotoGrid } from './photo-grid.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { reviewLine, reviewStyle } from './review-line.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

/** A photo's small JPEG for the page, or undefined when it cannot be read or decoded. */
export type PhotoLoader = (photo: PortfolioPhoto) => Promise<Buffer | undefined>;

export interface CriterionSectionContext {
  flow: PageFlow;
  words: PortfolioWords;
  locale: Locale;
  loadPhoto: PhotoLoader;
  placement: EvidencePlacement;
}

export function criterionTitle(criterion: PortfolioCriterion, locale: Locale): string {
  return `${criterion.sortOrder}. ${locale === 'ar' ? criterion.nameAr : criterion.nameEn}`;
}

export function criterionDetails(criterion: PortfolioCriterion, words: PortfolioWords): string {
  return [
    words.say('weight', { weight: criterion.weight }),
    words.say('evidenceCount', { count: criterion.evidence.length }),
  ].join(' · ');
}

async function loadPhotos(evidence: PortfolioEvidence, loadPhoto: PhotoLoader) {
  // One achievement's photos at a time: a few small thumbnails in memory, never the originals.
  const loaded = await Promise.all(evidence.photos.map(loadPhoto));
  return loaded.filter((photo): photo is Buffer => photo !== undefined);
}

function criteriaList(criteria: readonly PortfolioCriterion[], locale: Locale): string {
  return nameList(
    criteria.map((criterion) => criterionTitle(criterion, locale)),
    locale,
  );
}

async function drawEvidence(
  context: CriterionSectionContext,
  evidence: PortfolioEvidence,
  alsoCountsFor: readonly PortfolioCriterion[],
): Promise<void> {
  const { flow, words, locale } = context;
  flow.ensureRoom(72);
  const heading = [
    portfolioDate(evidence.eventStartAt, locale),
    words.evidenceType(evidence.evidenceType),
  ].join(' · ');
  flow.paragraph(heading, styles.metaBold, { gap: 2 });
  flow.paragraph(reviewLine(evidence.review, words, locale), reviewStyle[evidence.review.status], {
    gap: 2,
  });
  flow.paragraph(evidence.description, styles.body, { gap: 2, typed: true });
  if (evidence.location) {
    const location = isolated(evidence.location);
    flow.paragraph(words.say('location', { location }), styles.meta);
  }
  for (const link of evidence.links) flow.paragraph(link, styles.link, { link });
  if (evidence.otherFiles.length > 0) {
    const names = nameList(
      evidence.otherFiles.map((file) => file.name),
      locale,
    );
    flow.paragraph(words.say('files', { names }), styles.meta);
  }
  if (alsoCountsFor.length > 0) {
    const criteria = criteriaList(alsoCountsFor, locale);
    flow.paragraph(words.say('alsoCountsFor', { criteria }), styles.meta);
  }
  drawFileQrCodes(flow, evidence.otherFiles, words);
  const photos = await loadPhotos(evidence, context.loadPhoto);
  if (photos.length > 0) {
    flow.gap(6);
    drawPhotoGrid(flow, photos);
  }
  flow.gap(8);
  flow.rule('#e9ecef');
  flow.gap(12);
}

/** The line that stands for an achievement printed under an earlier criterion. */
function drawPrintedUnder(
  context: CriterionSectionContext,
  evidence: PortfolioEvidence,
  printedUnder: PortfolioCriterion,
): void {
  const { flow, words, locale } = context;
  const date = portfolioDate(evidence.eventStartAt, locale);
  const criterion = isolated(criterionTitle(printedUnder, locale));
  flow.paragraph(words.say('printedUnder', { date, criterion }), styles.meta, { gap: 6 });
}

/**
 * A criterion: its name, weight and count, then each piece of evidence with its photos, or, for
 * one printed under an earlier criterion, a line saying where.
 */
export async function drawCriterionSection(
  context: CriterionSectionContext,
  criterion: PortfolioCriterion,
): Promise<void> {
  const { flow, words, locale } = context;
  flow.paragraph(criterionTitle(criterion, locale), styles.heading, { gap: 2 });
  flow.paragraph(criterionDetails(criterion, words), styles.meta, { gap: 8 });
  flow.rule();
  flow.gap(14);
  if (criterion.evidence.length === 0) {
    flow.paragraph(words.say('noEvidence'), styles.body);
    return;
  }
  for (const evidence of criterion.evidence) {
    const [first = criterion, ...others] = context.placement.get(evidence.id) ?? [];
    if (first.id === criterion.id) await drawEvidence(context, evidence, others);
    else drawPrintedUnder(context, evidence, first);
  }
}
