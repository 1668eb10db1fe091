import type { Locale } from '../../../contract/constants.ts';
import { numberFormat } from './intl-formatters.ts';

export function formatPercent(fraction: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(fraction);
}
