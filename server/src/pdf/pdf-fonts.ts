import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { emojiFaces, emojiFontFile, type EmojiFace } from './emoji-font.ts';
import { parseUnicodeRanges, rangesCover, type CodePointRange } from './unicode-ranges.ts';

/**
 * IBM Plex Sans Arabic, the app's own typeface, from the `@fontsource` package the app
 * already ships: one file per script subset (Arabic, Latin, extended Latin) and weight, so
 * each character is drawn with the subset that covers it. pdfkit reads WOFF through fontkit
 * and embeds only the glyphs used. Emoji have faces of their own (`emoji-font.ts`).
 */
export const textFaces = ['arabic', 'latin', 'latinExt'] as const;
export type TextFace = (typeof textFaces)[number];
export type FontFace = TextFace | EmojiFace;
export type FontWeight = 'regular' | 'bold';

const subsetOf: Record<TextFace, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
};
const weightOf = { regular: 400, bold: 700 } as const;

const require = createRequire(import.meta.url);

function textFontFile(face: TextFace, weight: FontWeight): string {
  return require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subsetOf[face]}-${weightOf[weight]}-normal.woff`,
  );
}

/** The name a face and weight is registered under in a document. */
export function fontName(face: FontFace, weight: FontWeight): string {
  return `${face}-${weight}`;
}

/** Registers every face and weight with a new document; pdfkit opens a file on first use. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of ['regular', 'bold'] as const) {
    for (const face of textFaces) {
      doc.registerFont(fontName(face, weight), textFontFile(face, weight));
    }
    for (const face of emojiFaces) {
      doc.registerFont(fontName(face, weight), emojiFontFile(face, weightOf[weight]));
    }
  }
}

/** The ranges each subset covers, as the package declares them for browsers' `unicode-range`. */
function coveredRanges(): Record<TextFace, CodePointRange[]> {
  const declared = JSON.parse(
    readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return {
    arabic: parseUnicodeRanges(declared.arabic),
    latin: parseUnicodeRanges(declared.latin),
    latinExt: parseUnicodeRanges(declared['latin-ext']),
  };
}

const ranges = coveredRanges();

/** The text face that has a glyph for the character, if one has. */
export function textFaceCovering(codePoint: number): TextFace | undefined {
  return textFaces.find((face) => rangesCover(ranges[face], codePoint));
}

/** The text face that has a glyph for the character; Latin when none has (it draws a blank box). */
export function fontFaceOf(codePoint: number): TextFace {
  return textFaceCovering(codePoint) ?? 'latin';
}
