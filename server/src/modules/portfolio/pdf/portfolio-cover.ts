import type { PageFlow } from './page-flow.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import { drawQrCode } from '../../../pdf/qr-code.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

export interface PortfolioCover {
  ownerName: string;
  job: string | null;
  schoolName: string | null;
  principalName: string | null;
  /** "1448هـ (2026-2027)" / "2026-2027 (1448 AH)" (contract/school-year-name.ts). */
  schoolYear: string;
  /** "12 March 2026", the day the file was made. */
  madeOn: string;
  /** The school's logo, already small, as PNG or JPEG. */
  logo?: Buffer;
  /** The address the QR code opens (a share link); without it its place stays empty. */
  qrUrl?: string;
  /** Only the evidence the principal accepted is printed. */
  acceptedOnly: boolean;
}

const logoBox = 84;
const qrSize = 112;

function drawLogo(flow: PageFlow, logo: Buffer): void {
  const x = (flow.doc.page.width - logoBox) / 2;
  flow.doc.image(logo, x, flow.y, { fit: [logoBox, logoBox], align: 'center', valign: 'center' });
}

function drawQrBlock(flow: PageFlow, url: string, words: PortfolioWords, top: number): void {
  const x = (flow.doc.page.width - qrSize) / 2;
  drawQrCode(flow.doc, url, x, top, qrSize);
  flow.doc.link(x, top, qrSize, qrSize, url);
  flow.y = top + qrSize + 6;
  flow.paragraph(words.say('scanToOpen'), styles.meta, { align: 'center' });
  flow.paragraph(url, styles.link, { align: 'center', link: url });
}

/**
 * The first page: the school's logo when it has one, the title and school year, who the file
 * belongs to (name, job, school, principal), and at the foot the place of the QR code that
 * opens a shared copy (drawn when `qrUrl` is given).
 */
export function drawPortfolioCover(
  flow: PageFlow,
  cover: PortfolioCover,
  words: PortfolioWords,
): void {
  flow.y = 84;
  if (cover.logo) drawLogo(flow, cover.logo);
  flow.y = 84 + logoBox + 48;
  flow.paragraph(words.say('title'), styles.coverTitle, { align: 'center', gap: 6 });
  flow.paragraph(
    words.say('schoolYear', { year: isolated(cover.schoolYear) }),
    styles.coverSubtitle,
    { align: 'center', gap: cover.acceptedOnly ? 8 : 40 },
  );
  if (cover.acceptedOnly) {
    flow.paragraph(words.say('acceptedOnly'), styles.metaBold, { align: 'center', gap: 32 });
  }
  const rows: [label: string, value: string | null][] = [
    [words.say('name'), cover.ownerName],
    [words.say('job'), cover.job],
    [words.say('school'), cover.schoolName],
    [words.say('principal'), cover.principalName],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    flow.paragraph(label, styles.coverLabel, { align: 'center' });
    flow.paragraph(value, styles.coverValue, { align: 'center', gap: 14, typed: true });
  }
  const qrTop = flow.bottom - qrSize - 60;
  if (cover.qrUrl) drawQrBlock(flow, cover.qrUrl, words, qrTop);
  flow.y = flow.bottom - flow.lineHeight(styles.meta);
  flow.paragraph(words.say('madeOn', { date: cover.madeOn }), styles.meta, { align: 'center' });
}
