import bidiFactory from 'bidi-js';

/** The Unicode bidirectional algorithm (bidi-js), shared by the PDF's text layout. */
export const bidi = bidiFactory();

// A character of the class bidi-js would give each half of a character beyond U+FFFF, had it
// read the whole character. None of them is mirrored.
const standInOf: Record<string, string> = {
  L: 'A',
  R: '\u05d0',
  AL: '\u0627',
  EN: '0',
  AN: '\u0660',
  ET: '#',
  ON: '!',
  NSM: '\u0300',
  BN: '\u200b',
};

/**
 * The text as bidi-js should read it. It classifies each UTF-16 unit, and the two halves of
 * an emoji (a neutral) as strong left-to-right letters: "📚 درس" became a left-to-right
 * paragraph, and an emoji after "Google Classroom" in Arabic joined the Latin name's side.
 * Each half is replaced by a character of the emoji's own class; indices stay the same.
 */
export function bidiReadableText(text: string): string {
  return text.replace(/[\u{10000}-\u{10ffff}]/gu, (character) => {
    const standIn = standInOf[bidi.getBidiCharTypeName(character)] ?? 'A';
    return standIn + standIn;
  });
}
