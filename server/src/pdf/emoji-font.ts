import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { parseUnicodeRanges, rangesCover, type CodePointRange } from './unicode-ranges.ts';

/**
 * Noto Emoji, monochrome (OFL), from `@fontsource/noto-emoji`: Google's slices of it, one
 * file per slice and weight. Each emoji sequence (a woman teacher, a flag, a skin tone, a
 * keycap) lies whole in one slice, whose ligatures draw it as one glyph. pdfkit reads a
 * registered file only when a run uses it, so a document embeds the slices its emoji need.
 */
export type EmojiFace = `emoji-${number}`;

interface EmojiSlice {
  face: EmojiFace;
  ranges: CodePointRange[];
}

const require = createRequire(import.meta.url);

function emojiSlices(): EmojiSlice[] {
  const declared = JSON.parse(
    readFileSync(require.resolve('@fontsource/noto-emoji/unicode.json'), 'utf8'),
  ) as Record<string, string>;
  // Keyed "[0]" to "[10]", as the package's CSS names its files.
  return Object.entries(declared).map(([key, list]) => {
    return { face: `emoji-${Number(key.replace(/\D/g, ''))}`, ranges: parseUnicodeRanges(list) };
  });
}

const slices = emojiSlices();

export const emojiFaces: readonly EmojiFace[] = slices.map((slice) => slice.face);

export function isEmojiFace(face: string): face is EmojiFace {
  return face.startsWith('emoji-');
}

export function emojiFontFile(face: EmojiFace, weight: 400 | 700): string {
  const file = face.slice('emoji-'.length);
  return require.resolve(`@fontsource/noto-emoji/files/noto-emoji-${file}-${weight}-normal.woff`);
}

/** The first slice that has every character of an emoji (a sequence is drawn by one font). */
export function emojiFaceOf(emoji: string): EmojiFace | undefined {
  const codePoints = [...emoji].map((character) => character.codePointAt(0) ?? 0);
  return slices.find((slice) => codePoints.every((point) => rangesCover(slice.ranges, point)))
    ?.face;
}
