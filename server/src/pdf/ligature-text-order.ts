/** What this module reads of pdfkit's embedded fonts (not in its public types). */
interface EmbeddedFontMapping {
  /** Per glyph id, the characters it stands for, written into the font's ToUnicode map. */
  unicode?: (number[] | undefined)[];
}

const arabicCodePoint = (codePoint: number) => codePoint >= 0x0600 && codePoint <= 0x08ff;

/**
 * Text extraction (poppler's pdftotext, pdf.js) reads a right-to-left run by reversing its
 * characters one by one, including the several characters a ligature glyph stands for: lam
 * and alef drawn as "لا" came out as "ال". Pages are drawn in visual order, so each Arabic
 * ligature's characters are recorded in visual order too, and copying or searching the text
 * gives it back as it was typed. Call just before `doc.end()`, when the fonts are embedded.
 */
export function recordArabicLigaturesInVisualOrder(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFontMapping> })
    ._fontFamilies;
  // A font is listed under its family name and its file, once each: reverse it once.
  for (const font of new Set(Object.values(families))) {
    font.unicode?.forEach((codePoints, glyphId, all) => {
      if (codePoints && codePoints.length > 1 && codePoints.some(arabicCodePoint)) {
        all[glyphId] = [...codePoints].reverse();
      }
    });
  }
}
