import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * IBM Plex Sans Arabic, the app's own typeface, from the `@fontsource` package the app
 * already ships: one file per script subset (Arabic, Latin, extended Latin) and weight, so
 * each character is drawn with the subset that covers it. pdfkit reads WOFF through fontkit
 * and embeds only the glyphs used.
 */
export const fontFaces = ['arabic', 'latin', 'latinExt'] as const;
export type FontFace = (typeof fontFaces)[number];
export type FontWeight = 'regular' | 'bold';

const subsetOf: Record<FontFace, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
};
const weightOf: Record<FontWeight, number> = { regular: 400, bold: 700 };

const require = createRequire(import.meta.url);

function fontFile(face: FontFace, weight: FontWeight): string {
  return require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subsetOf[face]}-${weightOf[weight]}-normal.woff`,
  );
}

/** The name a face and weight is registered under in a document. */
export function fontName(face: FontFace, weight: FontWeight): string {
  return `${face}-${weight}`;
}

/** Registers every face and weight with a new document. */
export function registerPortfolioFonts(doc: PDFKit.PDFDocument): void {
  for (const face of fontFaces) {
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(fontName(face, weight), fontFile(face, weight));
    }
  }
}

type CodePointRange = readonly [number, number];

/** The ranges each subset covers, as the package declares them for browsers' `unicode-range`. */
function coveredRanges(): Record<FontFace, CodePointRange[]> {
  const declared = JSON.parse(
    readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  const parse = (list = ''): CodePointRange[] =>
    list.split(',').map((range) => {
      const [from = '0', to = from] = range.replace('U+', '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as const;
    });
  return {
    arabic: parse(declared.arabic),
    latin: parse(declared.latin),
    latinExt: parse(declared['latin-ext']),
  };
}

const ranges = coveredRanges();

/** The face that has a glyph for the character; Latin when none has (it draws a blank box). */
export function fontFaceOf(codePoint: number): FontFace {
  return (
    fontFaces.find((face) =>
      ranges[face].some(([from, to]) => codePoint >= from && codePoint <= to),
    ) ?? 'latin'
  );
}
