import type { Locale } from '../../../../../contract/constants.ts';
import { intlLocale } from '../../../../../contract/intl-locale.ts';
import type {
  PortfolioCriterion,
  PortfolioEvidence,
  PortfolioPhoto,
} from '../portfolio-content.ts';
import type { PageFlow } from './page-flow.ts';
import { drawPhotoGrid } from './photo-grid.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { isolated } from './visual-runs.ts';

/** A photo's small JPEG for the page, or undefined when it cannot be read or decoded. */
export type PhotoLoader = (photo: PortfolioPhoto) => Promise<Buffer | undefined>;

export interface CriterionSectionContext {
  flow: PageFlow;
  words: PortfolioWords;
  locale: Locale;
  loadPhoto: PhotoLoader;
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

async function drawEvidence(
  context: CriterionSectionContext,
  evidence: PortfolioEvidence,
): Promise<void> {
  const { flow, words, locale } = context;
  flow.ensureRoom(72);
  const heading = [
    portfolioDate(evidence.eventStartAt, locale),
    words.evidenceType(evidence.evidenceType),
  ].join(' · ');
  flow.paragraph(heading, styles.metaBold, { gap: 2 });
  flow.paragraph(evidence.description, styles.body, { gap: 2, typed: true });
  if (evidence.location) {
    const location = isolated(evidence.location);
    flow.paragraph(words.say('location', { location }), styles.meta);
  }
  for (const link of evidence.links) flow.paragraph(link, styles.link, { link });
  if (evidence.otherFileNames.length > 0) {
    const names = new Intl.ListFormat(intlLocale(locale), { type: 'unit' }).format(
      evidence.otherFileNames.map(isolated),
    );
    flow.paragraph(words.say('files', { names }), styles.meta);
  }
  const photos = await loadPhotos(evidence, context.loadPhoto);
  if (photos.length > 0) {
    flow.gap(6);
    drawPhotoGrid(flow, photos);
  }
  flow.gap(8);
  flow.rule('#e9ecef');
  flow.gap(12);
}

/** A criterion: its name, weight and count, then each piece of evidence with its photos. */
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
  for (const evidence of criterion.evidence) await drawEvidence(context, evidence);
}
