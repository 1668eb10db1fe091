import type { Locale } from '../../../../../contract/constants.ts';
import type { FarisSheet } from '../../../../../contract/faris-sheet.ts';

/** A school's Faris entry sheets to draw in a render worker, as plain data. */
export interface FarisSheetsRenderJob {
  kind: 'farisSheets';
  schoolName: string;
  /** "2026-2027". */
  schoolYear: string;
  sheets: FarisSheet[];
  locale: Locale;
  madeAt: Date;
}
