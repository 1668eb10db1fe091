import type { Locale } from '../../../contract/constants.ts';
import { intlLocale } from '../../../contract/intl-locale.ts';

const steps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/** "5 minutes ago" / "قبل 5 دقائق", "yesterday" / "أمس": how long ago `value` was. */
export function formatRelativeTime(value: string | Date, locale: Locale, nowMs = Date.now()) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
    formats.set(locale, format);
  }
  let amount = (new Date(value).getTime() - nowMs) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
