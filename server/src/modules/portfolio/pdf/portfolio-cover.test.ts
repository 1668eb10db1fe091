import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { schoolYearStarting } from '../../../../../contract/school-year.ts';
import { normalisedText, pdfText } from '../../../testing/pdf-text.ts';
import type { PortfolioContent } from '../portfolio-content.ts';
import { renderPortfolioPdf, type PortfolioDocumentInput } from './render-portfolio-pdf.ts';

const content: PortfolioContent = {
  owner: { fullName: 'سارة أحمد', job: 'معلمة رياضيات', schoolName: 'ثانوية النور' },
  principalName: 'فاطمة العتيبي',
  logoUrl: null,
  schoolYear: schoolYearStarting(2026),
  acceptedOnly: false,
  criteria: [],
  plans: [],
};

async function render(extra: Partial<PortfolioDocumentInput> = {}): Promise<Buffer> {
  const doc = renderPortfolioPdf({
    content,
    locale: 'ar',
    madeAt: new Date('2026-11-27T09:00:00+03:00'),
    loadPhoto: async () => undefined,
    ...extra,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The share of dark pixels in the lower half of the cover, rendered in grey. */
function darkShareOfCoverFoot(pdf: Buffer): number {
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '30', '-f', '1', '-l', '1', '-'], {
    input: pdf,
  });
  const [, width = 0, height = 0] =
    /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1')) ?? [];
  const pixels = pgm.subarray(pgm.length - Number(width) * Number(height));
  const foot = pixels.subarray(pixels.length / 2);
  return foot.filter((value) => value < 128).length / foot.length;
}

function imagesOnCover(pdf: Buffer): number {
  const file = join(mkdtempSync(join(tmpdir(), 'portfolio-cover-')), 'cover.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file])
    .toString()
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '').length;
}

describe('the portfolio cover', () => {
  it('names the teacher, job, school, principal and school year', async () => {
    const cover = normalisedText(pdfText(await render(), { first: 1, last: 1 }));
    for (const text of [
      'ملف الإنجاز',
      'سارة أحمد',
      'معلمة رياضيات',
      'ثانوية النور',
      'فاطمة العتيبي',
    ]) {
      expect(cover).toContain(text);
    }
  });

  it('draws a QR code of the share link, with the link under it, only when given one', async () => {
    const url = 'https://shawahid.example/share/3f9a2c7e51b04d8e';
    const withQr = await render({ qrUrl: url });
    const withoutQr = await render();

    expect(normalisedText(pdfText(withQr, { first: 1, last: 1 }))).toContain(url);
    expect(normalisedText(pdfText(withoutQr, { first: 1, last: 1 }))).not.toContain(url);
    expect(darkShareOfCoverFoot(withQr)).toBeGreaterThan(darkShareOfCoverFoot(withoutQr) * 3);
  });

  it('shows the school’s logo when it has one', async () => {
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 4, background: '#0b7285' },
    })
      .png()
      .toBuffer();
    // A logo with transparency is a picture and its mask.
    expect(imagesOnCover(await render({ logo }))).toBeGreaterThan(0);
    expect(imagesOnCover(await render())).toBe(0);
  });
});
