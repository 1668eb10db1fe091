import type { Locale } from '../../../../../contract/constants.ts';
import { intlLocale } from '../../../../../contract/intl-locale.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

const endsWithLetter = /\p{L}$/u;

/**
 * Names (files, criteria) as one phrase in the document's language, each isolated so its own
 * direction cannot reorder the sentence. Arabic's "و" is written against the next word; before
 * a file name it would read as the name's first letter ("وخطة الدرس.pdf"), so it is spaced.
 */
export function nameList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })
    .formatToParts(names)
    .map((part) => {
      if (part.type === 'element') return isolated(part.value);
      return endsWithLetter.test(part.value) ? `${part.value} ` : part.value;
    })
    .join('');
}
