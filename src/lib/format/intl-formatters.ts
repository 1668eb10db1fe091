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

/** The formatters nearly every screen uses, so they can be built while a download runs. */
export function prepareCommonFormatters(locale: Locale): void {
  numberFormat(locale);
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
