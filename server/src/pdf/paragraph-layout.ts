import { isEmojiFace } from './emoji-font.ts';
import { fontName, type FontFace, type FontWeight, type TextFace } from './pdf-fonts.ts';
import {
  bidiParagraph,
  visualRuns,
  type BidiParagraph,
  type TextDirection,
  type VisualRun,
} from './visual-runs.ts';

export interface TextStyle {
  size: number;
  weight: FontWeight;
  color: string;
}

export interface MeasuredRun extends VisualRun {
  width: number;
}

/** A line ready to draw: its runs left to right and its width in points. */
export interface LaidOutLine {
  runs: MeasuredRun[];
  width: number;
}

type Features = PDFKit.Mixins.OpenTypeFeatures[];

/**
 * Features given explicitly make pdfkit shape a run whole rather than word by word, which
 * would put the words of an Arabic phrase in the wrong order. Arabic is set without kerning:
 * the face's kerning opens a gap after ر that text extraction reads as a space ("التدر يس"),
 * and fontkit takes an object of switches there, which pdfkit's types do not list.
 */
const textFeatures: Record<TextFace, Features> = {
  arabic: { kern: false } as unknown as Features,
  latin: ['kern'],
  latinExt: ['kern'],
};

/** An emoji's sequences are its font's ligatures (`ccmp`), which fontkit always applies. */
function featuresOf(face: FontFace): Features {
  return isEmojiFace(face) ? [] : textFeatures[face];
}

function measure(doc: PDFKit.PDFDocument, run: VisualRun, style: TextStyle): MeasuredRun {
  doc.font(fontName(run.face, style.weight)).fontSize(style.size);
  return { ...run, width: doc.widthOfString(run.text, { features: featuresOf(run.face) }) };
}

interface Paragraph {
  doc: PDFKit.PDFDocument;
  bidi: BidiParagraph;
  style: TextStyle;
}

function lineOf(paragraph: Paragraph, start: number, end: number): LaidOutLine {
  const runs = visualRuns(paragraph.bidi, start, end).map((run) =>
    measure(paragraph.doc, run, paragraph.style),
  );
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

function widthOf(paragraph: Paragraph, start: number, end: number): number {
  return end < start ? 0 : lineOf(paragraph, start, end).width;
}

/** The words of a paragraph as [start, end] without the spaces that follow each. */
function wordsOf(text: string): [number, number][] {
  return [...text.matchAll(/[^ ]+/g)].map((match) => [
    match.index,
    match.index + match[0].length - 1,
  ]);
}

/** The longest beginning of a word that fits, at least one character. */
function fittingPrefixEnd(paragraph: Paragraph, start: number, end: number, room: number) {
  let fits = start;
  while (fits < end && widthOf(paragraph, start, fits + 1) <= room) fits += 1;
  return fits;
}

/**
 * A paragraph broken into lines of at most `width` points: lines break between words (a word
 * longer than a line, such as a link, between characters), then each line is ordered by the
 * bidi algorithm in the document's direction.
 */
export function layoutParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  direction: TextDirection | 'auto',
): LaidOutLine[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return [];
  const paragraph: Paragraph = { doc, bidi: bidiParagraph(clean, direction), style };
  const ranges: [number, number][] = [];
  let lineStart: number | undefined;
  let lineEnd = 0;
  const pending = wordsOf(clean);
  for (let word = pending.shift(); word; word = pending.shift()) {
    const [start, end] = word;
    const from = lineStart ?? start;
    if (widthOf(paragraph, from, end) <= width) {
      lineStart = from;
      lineEnd = end;
      continue;
    }
    if (lineStart !== undefined) {
      ranges.push([lineStart, lineEnd]);
      lineStart = undefined;
      pending.unshift(word);
      continue;
    }
    const prefixEnd = fittingPrefixEnd(paragraph, start, end, width);
    ranges.push([start, prefixEnd]);
    if (prefixEnd < end) pending.unshift([prefixEnd + 1, end]);
  }
  if (lineStart !== undefined) ranges.push([lineStart, lineEnd]);
  return ranges.map(([start, end]) => lineOf(paragraph, start, end));
}

/** The current font's ascender in thousandths of an em (pdfkit's, not in its public types). */
function currentAscender(doc: PDFKit.PDFDocument): number {
  return (doc as unknown as { _font: { ascender: number } })._font.ascender;
}

/**
 * Draws a line's runs from `x` (its left edge) rightwards, with its top at `y`. Every run
 * sits on the text faces' baseline: pdfkit places a run by its own font's ascender, and
 * Noto Emoji's is lower than IBM Plex's, which would lift an emoji above the words.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  line: LaidOutLine,
  x: number,
  y: number,
  style: TextStyle,
): void {
  doc.font(fontName('latin', style.weight)).fontSize(style.size);
  const baseline = y + (currentAscender(doc) / 1000) * style.size;
  let left = x;
  for (const run of line.runs) {
    doc
      .font(fontName(run.face, style.weight))
      .fontSize(style.size)
      .fillColor(style.color)
      .text(run.text, left, baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: featuresOf(run.face),
      });
    left += run.width;
  }
}
