import { storageKeys, type Locale } from '../../../contract/constants.ts';
import { detectInitialLocale } from '../../../contract/locale.ts';

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** The header's languages, most wanted first, as primary subtags (`ar-SA` is `ar`). */
function preferredLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number(quality ?? 1), index };
    })
    .filter(({ language, q }) => language && language !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ language }) => language ?? '');
}

/**
 * The language of the landing page for a request, by the app's own rule: the `locale`
 * cookie the app writes when it stores a choice, else the browser's most wanted language
 * when it is en or ar, else English.
 */
export function landingLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  return detectInitialLocale(
    cookieValue(headers.cookie, storageKeys.locale) ?? null,
    preferredLanguages(headers['accept-language']),
  );
}
