import { drawLine, layoutParagraph, type TextStyle } from '../../../pdf/paragraph-layout.ts';
import type { TextDirection } from '../../../pdf/visual-runs.ts';

export interface Cell {
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
  /** English labels `ltr`, Arabic ones `rtl`, values as typed `auto`. */
  direction: TextDirection | 'auto';
}

const lineSpacing = 1.45;

/** Draws text wrapped within a cell with its top at `y`; answers the height it took. */
export function drawCell(
  doc: PDFKit.PDFDocument,
  text: string,
  cell: Cell,
  y: number,
  style: TextStyle,
): number {
  const height = style.size * lineSpacing;
  const lines = layoutParagraph(doc, text, style, cell.width, cell.direction);
  lines.forEach((line, index) => {
    const x =
      cell.align === 'left'
        ? cell.x
        : cell.align === 'right'
          ? cell.x + cell.width - line.width
          : cell.x + (cell.width - line.width) / 2;
    drawLine(doc, line, x, y + index * height, style);
  });
  return lines.length * height;
}
