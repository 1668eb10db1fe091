import type { EmbeddingLevels } from 'bidi-js';

import { bidi, bidiReadableText } from './bidi-algorithm.ts';
import { emojiClustersOf, type EmojiCluster } from './emoji-clusters.ts';
import { fontFaceOf, type FontFace } from './pdf-fonts.ts';

export type TextDirection = 'ltr' | 'rtl';

/** Part of a line to draw with one face, left to right after the others. */
export interface VisualRun {
  /** What to hand pdfkit: it shapes this and, for Arabic letters, lays it out right to left. */
  text: string;
  face: FontFace;
}

// Zero-width controls: they steer the bidi algorithm (or, outside an emoji, ask for one's
// form) but have no glyph to draw.
const formatControl = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\ufe0e|\ufe0f/;
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** A paragraph ready to be cut into lines: its bidi levels and its emoji, found once. */
export interface BidiParagraph {
  text: string;
  /** What bidi-js reads in its place (`bidi-algorithm.ts`). */
  bidiText: string;
  levels: EmbeddingLevels;
  emoji: Map<number, EmojiCluster>;
}

/**
 * A paragraph with its resolved bidi levels: in the document's direction, or `auto` for what
 * someone typed (its first letter decides, as the app's `<bdi>` does).
 */
export function bidiParagraph(text: string, direction: TextDirection | 'auto'): BidiParagraph {
  const bidiText = bidiReadableText(text);
  return {
    text,
    bidiText,
    levels: bidi.getEmbeddingLevels(bidiText, direction),
    emoji: emojiClustersOf(text),
  };
}

/**
 * Someone's words inside a sentence of the document's (a place after "Location:"), set apart
 * so their own direction cannot reorder the sentence around them (Unicode's first-strong
 * isolate; the marks themselves are not drawn).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * A number range ("2026-2027") inside a sentence, kept left to right: after an Arabic word the
 * bidi algorithm turns its digits into Arabic numbers, which a right-to-left line would order
 * "2027-2026" (Unicode's left-to-right isolate; the marks are not drawn).
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}

interface Piece {
  face: FontFace;
  rightToLeft: boolean;
  /** Indices into the paragraph, in visual order. */
  indices: number[];
  /** An emoji, a piece of its own, drawn as typed. */
  emoji?: EmojiCluster;
}

function faceAt(text: string, index: number, previous: Piece | undefined): FontFace {
  // A space keeps the run it sits in, so a phrase is shaped and placed as one piece.
  if (text[index] === ' ' && previous && !previous.emoji) return previous.face;
  return fontFaceOf(text.codePointAt(index) ?? 32);
}

function visualOrder(text: string, levels: EmbeddingLevels, start: number, end: number) {
  const order: number[] = [];
  for (let index = start; index <= end; index += 1) order.push(index);
  for (const [from, to] of bidi.getReorderSegments(text, levels, start, end)) {
    if (from === undefined || to === undefined) continue;
    const flipped = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, flipped.length, ...flipped);
  }
  return order;
}

function piecesOf(paragraph: BidiParagraph, order: number[]): Piece[] {
  const { text, levels } = paragraph;
  const pieces: Piece[] = [];
  for (const index of order) {
    const rightToLeft = ((levels.levels[index] ?? 0) & 1) === 1;
    const emoji = paragraph.emoji.get(index);
    if (emoji) {
      // Once, where its first character stands: its other characters stand beside it.
      if (index === emoji.start) pieces.push({ face: emoji.face, rightToLeft, indices: [], emoji });
      continue;
    }
    // The second half of a surrogate pair goes with its first half.
    const code = text.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    if (formatControl.test(text[index] ?? '')) continue;
    const last = pieces.at(-1);
    const face = faceAt(text, index, last);
    const lastIndex = last?.indices.at(-1);
    const continues =
      last !== undefined &&
      lastIndex !== undefined &&
      !last.emoji &&
      last.face === face &&
      last.rightToLeft === rightToLeft &&
      // Neighbours in the text, skipped controls and surrogate halves aside.
      (rightToLeft ? lastIndex - index : index - lastIndex) <= 2 &&
      lastIndex !== index;
    if (continues) last.indices.push(index);
    else pieces.push({ face, rightToLeft, indices: [index] });
  }
  return pieces;
}

function characterAt(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 32);
}

/**
 * How a piece is handed to pdfkit, whose shaper (fontkit) reverses a string only when it
 * finds Arabic letters in it. Arabic words go in logical order, so they are joined and then
 * reversed by the shaper; other right-to-left pieces (punctuation, brackets between Arabic
 * words) are reversed here, mirrored; left-to-right Arabic-script characters (Arabic-Indic
 * digits) go one by one, so the shaper cannot reverse them.
 */
function runsOf(text: string, piece: Piece, mirrors: Map<number, string>): VisualRun[] {
  const { face, indices, emoji } = piece;
  if (emoji) return [{ face, text: text.slice(emoji.start, emoji.end) }];
  const logical = [...indices].sort((a, b) => a - b);
  const hasArabicLetters = logical.some((index) => arabicLetter.test(text[index] ?? ''));
  if (piece.rightToLeft && hasArabicLetters) {
    return [{ face, text: logical.map((index) => characterAt(text, index)).join('') }];
  }
  const visual = indices.map((index) => mirrors.get(index) ?? characterAt(text, index));
  if (hasArabicLetters || face === 'arabic') {
    return visual.map((character) => ({ face, text: character }));
  }
  return [{ face, text: visual.join('') }];
}

/**
 * One line of a paragraph (its characters `start` to `end`, inclusive) as runs to draw left
 * to right: the Unicode bidirectional algorithm orders it, bidi-js computing the levels.
 */
export function visualRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
  const { text, bidiText, levels } = paragraph;
  const order = visualOrder(bidiText, levels, start, end);
  const mirrors = bidi.getMirroredCharactersMap(bidiText, levels.levels, start, end);
  return piecesOf(paragraph, order).flatMap((piece) => runsOf(text, piece, mirrors));
}
