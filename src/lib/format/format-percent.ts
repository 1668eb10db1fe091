import type { Locale } from '../../../contract/constants.ts';
import { intlLocale } from '../i18n/intl-locale.ts';

export function formatPercent(fraction: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(fraction);
}
