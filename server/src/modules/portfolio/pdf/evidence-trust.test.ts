import { describe, expect, it } from 'vitest';

import { lettersOnly, normalisedText, pdfText, wordsOnPage } from '../../../testing/pdf-text.ts';
import {
  arabicEvidenceDescription,
  makeEvidence,
  makePortfolioContent,
  renderTestPortfolio,
} from '../../../testing/render-test-portfolio.ts';

const reviewed = [
  makeEvidence({
    id: 'a',
    description: 'Accepted lesson',
    review: {
      status: 'accepted',
      reviewedAt: '2026-10-06T09:00:00+03:00',
      reviewerName: 'Fatima Al-Otaibi',
    },
  }),
  makeEvidence({
    id: 'r',
    description: 'Returned lesson',
    review: { ...pending(), status: 'returned' },
  }),
  makeEvidence({ id: 'p', description: 'Unreviewed lesson' }),
];

function pending() {
  return { status: 'pending' as const, reviewedAt: null, reviewerName: null };
}

describe('a portfolio a supervisor can trust', () => {
  it('prints each item’s review status: accepted with the date and reviewer, returned, awaiting', async () => {
    const english = normalisedText(
      pdfText(await renderTestPortfolio(makePortfolioContent(reviewed), 'en')),
    );
    expect(english).toContain('Accepted by Fatima Al-Otaibi on October 6, 2026');
    expect(english).toContain('Returned to the staff member for changes');
    expect(english).toContain('Awaiting the principal’s review');

    const arabic = lettersOnly(
      pdfText(await renderTestPortfolio(makePortfolioContent(reviewed), 'ar')),
    );
    expect(arabic).toContain('اعتمدهFatimaAl-Otaibiبتاريخ6أكتوبر2026');
    expect(arabic).toContain(lettersOnly('معاد إلى صاحبه للتعديل'));
    expect(arabic).toContain(lettersOnly('بانتظار مراجعة قائد المدرسة'));
  });

  it('says on the cover when only accepted evidence is printed', async () => {
    const cover = (accepted: boolean) =>
      renderTestPortfolio(makePortfolioContent(reviewed.slice(0, 1), accepted), 'en').then((pdf) =>
        normalisedText(pdfText(pdf, { first: 1, last: 1 })),
      );
    expect(await cover(true)).toContain('Evidence accepted by the principal only');
    expect(await cover(false)).not.toContain('accepted by the principal only');
  });

  it('prints a QR code per video or document, which opens it', async () => {
    const url = 'https://shawahid.example/api/shared-portfolios/t0ken/files/f1';
    const withFile = makePortfolioContent([
      makeEvidence({
        otherFiles: [
          { id: 'f1', name: 'class-video-25MB.mp4', mimeType: 'video/mp4', openUrl: url },
        ],
      }),
    ]);
    const pdf = await renderTestPortfolio(withFile, 'en');
    expect(normalisedText(pdfText(pdf))).toContain('Scan to open class-video-25MB.mp4');
    // The QR code carries the link as an annotation a reader can also tap.
    expect(pdf.toString('latin1')).toContain(`(${url})`);
  });

  it('writes the school year left to right on the Arabic cover: 2026 before 2027', async () => {
    const words = wordsOnPage(await renderTestPortfolio(makePortfolioContent([]), 'ar'), 1);
    const year = words.find((word) => word.text.includes('2026'));
    // Beside its Hijri year (contract/school-year-name.ts): "1448هـ (2026-2027)".
    expect(year?.text).toBe('(2026-2027)');
    expect(words.some((word) => word.text.includes('1448'))).toBe(true);
  });

  it('lists file names with the language’s conjunction, apart from each name', async () => {
    const files = [
      { id: 'f1', name: 'class-video-25MB.mp4', mimeType: 'video/mp4' },
      { id: 'f2', name: 'خطة الدرس الأسبوعية.pdf', mimeType: 'application/pdf' },
    ];
    const arabic = normalisedText(
      pdfText(
        await renderTestPortfolio(
          makePortfolioContent([makeEvidence({ otherFiles: files })]),
          'ar',
        ),
      ),
    );
    // "و" stands apart from the Arabic name instead of reading as its first letter.
    expect(arabic).not.toContain('وخطة الدرس');
    // pdftotext moves the name's neutral ".", a known limit of extraction (docs/portfolio.md).
    expect(arabic).toContain('و خطة الدرس الأسبوعية');
    const english = normalisedText(
      pdfText(
        await renderTestPortfolio(
          makePortfolioContent([makeEvidence({ otherFiles: files })]),
          'en',
        ),
      ),
    );
    expect(english).toContain('Files: class-video-25MB.mp4 and');
  });

  it('keeps the Arabic page searchable: the criterion and the teacher’s words in logical order', async () => {
    const pdf = await renderTestPortfolio(
      makePortfolioContent(reviewed.concat(makeEvidence({ id: 'x' }))),
      'ar',
    );
    const reading = normalisedText(pdfText(pdf));
    expect(reading).toContain('أداء الواجبات الوظيفية');
    expect(reading).toContain(arabicEvidenceDescription);
  });
});
