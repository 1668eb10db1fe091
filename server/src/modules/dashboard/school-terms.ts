import { fallbackTermDays, type SchoolTerm } from '../../../../contract/dashboard.ts';
import { riyadhDate } from './riyadh-time.ts';

interface CalendarTerm {
  kind: Exclude<SchoolTerm['kind'], 'recent'>;
  /** First and last school day, as calendar dates in Saudi Arabia. */
  startDate: string;
  endDate: string;
}

/**
 * The Ministry of Education's three terms of the 2026-2027 (1448 AH) school year. Add the next
 * year's rows when the Ministry publishes its calendar; until then the recent-days rule applies.
 */
export const saudiSchoolTerms: readonly CalendarTerm[] = [
  { kind: 'first', startDate: '2026-08-23', endDate: '2026-11-19' },
  { kind: 'second', startDate: '2026-11-29', endDate: '2027-03-04' },
  { kind: 'third', startDate: '2027-03-14', endDate: '2027-06-24' },
];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * "This term": the latest term of the table that has started by today (during a break, the term
 * just ended, since that is the one a principal reviews). A term counts up to the day before the
 * next one starts, so evidence dated in the break after it belongs to it. Before the table's
 * first term or after its last one ends, the last `fallbackTermDays` days up to today.
 */
export function currentSchoolTerm(
  now: Date,
  terms: readonly CalendarTerm[] = saudiSchoolTerms,
): SchoolTerm {
  const today = riyadhDate(now);
  const started = terms.filter((term) => term.startDate <= today);
  const latest = started.at(-1);
  const lastTerm = terms.at(-1);
  if (latest && lastTerm && today <= lastTerm.endDate) {
    const next = terms[started.length];
    return {
      kind: latest.kind,
      startDate: latest.startDate,
      endDate: next
        ? riyadhDate(new Date(Date.parse(`${next.startDate}T12:00:00Z`) - dayMs))
        : latest.endDate,
    };
  }
  return {
    kind: 'recent',
    startDate: riyadhDate(new Date(now.getTime() - (fallbackTermDays - 1) * dayMs)),
    endDate: today,
  };
}
