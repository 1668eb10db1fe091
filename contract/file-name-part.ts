// Characters that would break a file name or reorder how it is shown (bidi controls).
const unsafeInFileName = /["*/:<>?\\|\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function withoutControlCharacters(text: string): string {
  return [...text]
    .map((character) =>
      character.charCodeAt(0) < 0x20 || character === '\u007f' ? ' ' : character,
    )
    .join('');
}

/**
 * A person's or a school's name made safe inside a download's file name: stripped of anything
 * a file system or a bidi display would misread, spaces folded, at most `maxLength` characters.
 */
export function fileNamePart(text: string, maxLength = 80): string {
  return withoutControlCharacters(text)
    .replace(unsafeInFileName, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
