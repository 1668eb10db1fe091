import type { Locale } from '../../../contract/constants.ts';
import { schoolYearStarting } from '../../../contract/school-year.ts';
import type {
  PortfolioContent,
  PortfolioEvidence,
} from '../modules/portfolio/portfolio-content.ts';
import { renderPortfolioPdf } from '../modules/portfolio/pdf/render-portfolio-pdf.ts';

export const arabicEvidenceDescription = 'حصة نموذجية في التعلم النشط بحضور المشرفة التربوية';

/** One achievement as the PDF receives it: an Arabic video lesson awaiting review. */
export function makeEvidence(overrides: Partial<PortfolioEvidence>): PortfolioEvidence {
  return {
    id: 'e1',
    description: arabicEvidenceDescription,
    eventStartAt: new Date('2026-10-04T10:00:00+03:00'),
    location: '',
    evidenceType: 'video',
    links: [],
    photos: [],
    otherFiles: [],
    review: { status: 'pending', reviewedAt: null, reviewerName: null },
    organizationId: null,
    ...overrides,
  };
}

/** A teacher's portfolio of 2026-2027 with the given evidence under one criterion. */
export function makePortfolioContent(
  items: PortfolioEvidence[],
  acceptedOnly = false,
): PortfolioContent {
  return {
    owner: { fullName: 'سارة أحمد', job: 'معلمة رياضيات', schoolName: 'ثانوية النور' },
    principalName: 'فاطمة العتيبي',
    logoUrl: null,
    schoolYear: schoolYearStarting(2026),
    acceptedOnly,
    criteria: [
      {
        id: 'c1',
        job: 'teacher',
        code: 'c1',
        nameEn: 'Performing job duties',
        nameAr: 'أداء الواجبات الوظيفية',
        weight: 10,
        sortOrder: 1,
        evidence: items,
      },
    ],
    plans: [],
  };
}

/** The PDF of a portfolio, drawn in this thread without photos. */
export async function renderTestPortfolio(
  portfolio: PortfolioContent,
  locale: Locale,
): Promise<Buffer> {
  const doc = renderPortfolioPdf({
    content: portfolio,
    locale,
    madeAt: new Date('2026-11-27T09:00:00+03:00'),
    loadPhoto: async () => undefined,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
