import type { Locale } from '../../../contract/constants.ts';

import { numberFormat } from './intl-formatters.ts';

const kilobyte = 1024;
const megabyte = kilobyte * 1024;
const gigabyte = megabyte * 1024;

/**
 * A file or storage size in the reader's language: "850 kB", "4.2 MB", "1.5 GB"; in Arabic the
 * unit's name ("4.2 ميغابايت"), since CLDR's short Arabic symbols (م.ب) are rarely seen.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= gigabyte
      ? [bytes / gigabyte, 'gigabyte']
      : bytes >= megabyte
        ? [bytes / megabyte, 'megabyte']
        : [bytes / kilobyte, 'kilobyte'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
