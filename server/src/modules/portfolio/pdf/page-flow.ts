import {
  drawLine,
  layoutParagraph,
  type LaidOutLine,
  type TextStyle,
} from '../../../pdf/paragraph-layout.ts';
import type { TextDirection } from '../../../pdf/visual-runs.ts';

export const pageMargin = 56;
/** Room kept at the foot of every page for its number. */
const footerHeight = 28;
const lineSpacing = 1.65;

export interface ParagraphOptions {
  /** Points from the start edge (the right in Arabic). */
  indent?: number;
  align?: 'start' | 'center';
  /** Space after the paragraph. */
  gap?: number;
  /** The URL each line of the paragraph opens. */
  link?: string;
  /** Someone's own words: ordered in their own direction, still aligned with the page. */
  typed?: boolean;
}

/**
 * Text flowing down A4 pages in the document's direction: each paragraph wraps within the
 * margins, starts at the right edge in Arabic and the left in English, and a new page begins
 * when the next line or block would not fit.
 */
export class PageFlow {
  y = pageMargin;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly direction: TextDirection,
  ) {}

  get left(): number {
    return pageMargin;
  }

  get right(): number {
    return this.doc.page.width - pageMargin;
  }

  get width(): number {
    return this.right - this.left;
  }

  get bottom(): number {
    return this.doc.page.height - pageMargin - footerHeight;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = pageMargin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureRoom(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  lineHeight(style: TextStyle): number {
    return style.size * lineSpacing;
  }

  lines(text: string, style: TextStyle, width = this.width, typed = false): LaidOutLine[] {
    return layoutParagraph(this.doc, text, style, width, typed ? 'auto' : this.direction);
  }

  /** Where a line of `width` points starts, from the left. */
  startOf(lineWidth: number, indent = 0, align: ParagraphOptions['align'] = 'start'): number {
    if (align === 'center') return this.left + (this.width - lineWidth) / 2;
    return this.direction === 'rtl' ? this.right - indent - lineWidth : this.left + indent;
  }

  paragraph(text: string, style: TextStyle, options: ParagraphOptions = {}): void {
    const { indent = 0, align = 'start', gap = 0, link, typed = false } = options;
    const height = this.lineHeight(style);
    for (const line of this.lines(text, style, this.width - indent, typed)) {
      this.ensureRoom(height);
      const x = this.startOf(line.width, indent, align);
      drawLine(this.doc, line, x, this.y + (height - style.size * 1.2) / 2, style);
      if (link) this.doc.link(x, this.y, line.width, height, link);
      this.y += height;
    }
    this.y += gap;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** A thin line across the text width. */
  rule(color = '#ced4da'): void {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.right, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }
}
