import type { Locale } from '../../../contract/constants.ts';
import { intlLocale } from '../../../contract/intl-locale.ts';

// Building an Intl formatter costs far more than using one (and the first one a page
// builds loads the locale data), so each language and set of options is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O extends object>(
  cache: Map<string, F>,
  build: (tag: string, options: O) => F,
  locale: Locale,
  options: O,
): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = build(intlLocale(locale), options);
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(numberFormats, (tag, o) => new Intl.NumberFormat(tag, o), locale, options);
}

export function dateTimeFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, (tag, o) => new Intl.DateTimeFormat(tag, o), locale, options);
}

/**
 * Builds the formatters nearly every screen uses while a download runs, each in a task of its
 * own: the first of a kind loads the language's data, a long task on a phone if both went in
 * one.
 */
export function prepareCommonFormatters(locale: Locale): void {
  setTimeout(() => numberFormat(locale), 0);
  setTimeout(() => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), 0);
}
