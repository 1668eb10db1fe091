import type { Locale } from '../../../contract/constants.ts';

import { dateTimeFormat } from './intl-formatters.ts';

export interface ClockConventions {
  /** Whether the language reads the time on a 12-hour clock with a day period, or 24 hours. */
  format: '12h' | '24h';
  /** The day periods as the language writes them: AM and PM in English, ص and م in Arabic. */
  amPmLabels: { am: string; pm: string };
}

function dayPeriod(locale: Locale, hour: number): string {
  const at = new Date(2026, 0, 1, hour);
  const parts = dateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(at);
  return parts.find((part) => part.type === 'dayPeriod')?.value ?? '';
}

/**
 * How a time picker should read in each language, taken from the same Intl data that
 * writes times everywhere else in the app, so a time is picked the way it is shown.
 */
export function clockConventions(locale: Locale): ClockConventions {
  const { hourCycle } = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return {
    format: hourCycle === 'h23' || hourCycle === 'h24' ? '24h' : '12h',
    amPmLabels: { am: dayPeriod(locale, 9), pm: dayPeriod(locale, 15) },
  };
}
