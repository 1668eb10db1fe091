import { execFileSync } from 'node:child_process';

// pdftotext wraps right-to-left lines and the left-to-right runs inside them in embedding
// marks (U+202A–U+202E) so that its output displays as the page does; they carry no text.
const embeddingMarks = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text of a PDF as poppler's pdftotext reads it, in reading (logical) order. */
export function pdfText(pdf: Buffer, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return execFileSync('pdftotext', [...range, '-', '-'], { input: pdf }).toString('utf8');
}

/** Text with the embedding marks gone and every run of white space as one space. */
export function normalisedText(text: string): string {
  return text.replace(embeddingMarks, '').replace(/\s+/g, ' ').trim();
}

/**
 * Text with no white space at all: pdftotext places the spaces around a run of the other
 * direction on the far side of its marks, and reads a wide kerned gap (after ر in bold) as
 * a space, so mixed lines are compared letter by letter in reading order.
 */
export function lettersOnly(text: string): string {
  return text.replace(embeddingMarks, '').replace(/\s+/g, '');
}

/** A word as pdftotext places it on its page, in points from the top left corner. */
export interface PlacedWord {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Each word of a page as pdftotext places it. */
export function wordsOnPage(pdf: Buffer, page: number): PlacedWord[] {
  const html = execFileSync(
    'pdftotext',
    ['-bbox', '-f', String(page), '-l', String(page), '-', '-'],
    { input: pdf },
  ).toString('utf8');
  const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g;
  return [...html.matchAll(word)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    width: Number(match[3]) - Number(match[1]),
    text: match[4] ?? '',
  }));
}
