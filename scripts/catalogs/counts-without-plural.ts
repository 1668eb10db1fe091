import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

/**
 * Arabic counts agree with what they count in six ways (zero, one, two, few, many, other:
 * "معلم واحد، معلمان، 3 معلمين، 15 معلمًا، 100 معلم"), so a number written before a noun must
 * be the argument of an ICU `plural` (Lingui's `plural` / `<Plural>`), never a bare `{count}`.
 * This finds the bare ones in a catalogue; docs/glossary.md states the rule for writers.
 *
 * A placeholder holds a count when a word of its name says so (`n`, `count`, `total`,
 * `teacherLimit`, `trialDays`, `countText`, …: `countWords` below), or, for a positional `{0}`, when
 * the source expression Lingui records beside it (`#. placeholder {0}: plan.teacherLimit`)
 * names one. It is written without plural when an Arabic word other than a particle follows
 * it: Arabic puts the counted noun after the number, and a number after its noun ("عدد
 * المعلمين: {count}") or on its own ("{covered} من {total}") needs no agreement.
 */

const countWords = new Set([
  'count',
  'total',
  'number',
  'limit',
  'length',
  'size',
  'days',
  'hours',
  'minutes',
  'seconds',
  'years',
]);
const arabicWord = /^(?:\s|<\/?\d+\/?>)*([\u0621-\u064A\u0671-\u06D3]+)/u;
const harakat = /[\u064B-\u0652\u0670]/gu;
/** Words that may follow a bare number: "3 من 11", "3 في", "3 أو أكثر". */
const particles = new Set(['من', 'في', 'على', 'إلى', 'أو', 'او', 'فأكثر', 'فأقل']);

/** `retentionDaysAfterExpiry` → retention, days, after, expiry */
function wordsOf(name: string): string[] {
  return name.split(/(?=[A-Z])|[^A-Za-z0-9]+/).map((word) => word.toLowerCase());
}

type Token = string | [string] | [string, string, Record<string, Token[]>] | unknown[];

export interface CountWithoutPlural {
  msgid: string;
  placeholder: string;
  noun: string;
}

/** Whether a placeholder, or the expression recorded for a positional one, holds a count. */
export function holdsCount(name: string, expression?: string): boolean {
  const isCount = (word: string) =>
    word === 'n' || wordsOf(word).some((part) => countWords.has(part));
  if (isCount(name)) return true;
  return (expression?.match(/[A-Za-z_$][\w$]*/g) ?? []).some(isCount);
}

/** `#. placeholder {0}: plan.teacherLimit` → { 0: 'plan.teacherLimit' } */
function recordedExpressions(comments: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const comment of comments) {
    const match = /^placeholder \{(\w+)\}: (.*)$/.exec(comment);
    if (match?.[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

/** The counts written without plural before a noun in one Arabic message. */
export function bareCountsIn(
  msgid: string,
  translation: string,
  comments: string[] = [],
): CountWithoutPlural[] {
  const expressions = recordedExpressions(comments);
  const found: CountWithoutPlural[] = [];
  // `within` is the arguments of the plurals around a token: `{countText}` inside a branch of
  // `{count, plural, …}` is the same count written out, already chosen per category.
  const walk = (tokens: Token[], within: string[]): void => {
    tokens.forEach((token, index) => {
      if (!Array.isArray(token)) return;
      const [name, format, branches] = token as [string, string?, Record<string, Token[]>?];
      if (format && branches && typeof branches === 'object') {
        const inner =
          format === 'plural' || format === 'selectordinal' ? [...within, name] : within;
        for (const branch of Object.values(branches)) {
          if (Array.isArray(branch)) walk(branch, inner);
        }
        return;
      }
      if (format || !holdsCount(name, expressions.get(name))) return;
      if (within.some((argument) => name.startsWith(argument))) return;
      const next = tokens[index + 1];
      const word = typeof next === 'string' ? arabicWord.exec(next)?.[1] : undefined;
      // A one-letter word is a unit's abbreviation, which does not agree: "بعد {secondsLeft} ث".
      const bare = word?.replace(harakat, '');
      if (word && bare && bare.length > 1 && !particles.has(bare)) {
        found.push({ msgid, placeholder: name, noun: word });
      }
    });
  };
  walk(compileMessage(translation) as Token[], []);
  return found;
}

/** Every count written without plural in an Arabic PO catalogue's text. */
export function bareCountsInCatalogue(poText: string): CountWithoutPlural[] {
  return PO.parse(poText).items.flatMap((item) =>
    bareCountsIn(item.msgid, item.msgstr[0] ?? '', item.extractedComments),
  );
}
