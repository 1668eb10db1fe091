import { readFileSync } from 'node:fs';

import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

import { locales, type Locale } from '../../../../contract/constants.ts';
import { intlLocale } from '../../../../contract/intl-locale.ts';

/**
 * The words of the server's emails, from `server/src/locales/<locale>/emails.po`: extracted
 * from the descriptors the email modules mark with an `i18n` comment by `npm run
 * i18n:extract`, and held to the app's rule by `npm run i18n:check` (every message in every
 * language).
 */
export type EmailMessage = MessageDescriptor & { id: string; message: string };

const poFormatter = formatter({ explicitIdAsDefault: true });

// Read at once, without a top-level await: the portfolio's render workers load this module
// through tsx's CommonJS path (server/src/modules/portfolio/render/render-pool.ts).
function loadLocale(locale: Locale): I18n {
  const file = new URL(`../../locales/${locale}/emails.po`, import.meta.url);
  const catalogue = poFormatter.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file.pathname,
  });
  if (catalogue instanceof Promise) throw new Error('the PO formatter parses at once');
  const messages = Object.fromEntries(
    Object.entries(catalogue ?? {}).map(([id, entry]) => [
      id,
      // A catalogue that lacks a translation falls back to the English in the source.
      compileMessageOrThrow(entry.translation || entry.message || id),
    ]),
  );
  // `locales` makes a plural's `#` read as the app writes numbers (Latin digits in Arabic).
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}

const byLocale = new Map<Locale, I18n>(
  locales.map((locale) => [locale, loadLocale(locale)] as const),
);

/** One email message in `locale`, with its placeholders filled. */
export function emailWords(
  locale: Locale,
  message: EmailMessage,
  values?: Record<string, string | number>,
): string {
  const i18n = byLocale.get(locale);
  if (!i18n) throw new Error(`no email catalogue for ${locale}`);
  return i18n._(message.id, values, { message: message.message });
}
