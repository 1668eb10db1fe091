import type { PageFlow } from './page-flow.ts';

const columns = 3;
const gap = 10;
const boxHeight = 118;

/**
 * Photos three to a row, each fitted into its box, the first at the start edge (the right in
 * Arabic); a row that does not fit goes to the next page whole.
 */
export function drawPhotoGrid(flow: PageFlow, photos: readonly Buffer[]): void {
  const boxWidth = (flow.width - gap * (columns - 1)) / columns;
  for (let first = 0; first < photos.length; first += columns) {
    flow.ensureRoom(boxHeight + gap);
    photos.slice(first, first + columns).forEach((photo, column) => {
      const offset = column * (boxWidth + gap);
      const x = flow.direction === 'rtl' ? flow.right - offset - boxWidth : flow.left + offset;
      flow.doc.image(photo, x, flow.y, {
        fit: [boxWidth, boxHeight],
        align: 'center',
        valign: 'center',
      });
    });
    flow.gap(boxHeight + gap);
  }
}
