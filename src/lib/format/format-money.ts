import type { Locale } from '../../../contract/constants.ts';
import { numberFormat } from './intl-formatters.ts';

/** Riyals from halalas, with 0 to 2 decimals (docs/constants.md, "Subscriptions and prices"). */
export function formatHalalas(halalas: number, locale: Locale): string {
  const riyals = halalas / 100;
  const whole = Number.isInteger(riyals);
  return numberFormat(locale, {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(riyals);
}
