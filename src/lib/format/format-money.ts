import type { Locale } from '../../../contract/constants.ts';
import { intlLocale } from '../i18n/intl-locale.ts';

/** Riyals from halalas, with 0 to 2 decimals (spec section 9). */
export function formatHalalas(halalas: number, locale: Locale): string {
  const riyals = halalas / 100;
  const whole = Number.isInteger(riyals);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(riyals);
}
