import type { PortfolioFile } from '../portfolio-content.ts';
import type { PageFlow } from './page-flow.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { drawQrCode } from '../../../pdf/qr-code.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

const qrSize = 64;
const gapBeside = 10;

/**
 * A QR code for each document or video, which paper cannot show: at the start edge (the right
 * in Arabic), with the file's name beside it, opening the file (`openUrl`).
 */
export function drawFileQrCodes(
  flow: PageFlow,
  files: readonly PortfolioFile[],
  words: PortfolioWords,
): void {
  for (const file of files) {
    if (!file.openUrl) continue;
    flow.ensureRoom(qrSize + 6);
    const top = flow.y;
    const x = flow.direction === 'rtl' ? flow.right - qrSize : flow.left;
    drawQrCode(flow.doc, file.openUrl, x, top, qrSize);
    flow.doc.link(x, top, qrSize, qrSize, file.openUrl);
    flow.y = top + 8;
    flow.paragraph(words.say('scanToOpenFile', { name: isolated(file.name) }), styles.meta, {
      indent: qrSize + gapBeside,
    });
    flow.y = Math.max(flow.y, top + qrSize) + 6;
  }
}
