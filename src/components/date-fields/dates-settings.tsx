import '@mantine/dates/styles.css';

import { DatesProvider } from '@mantine/dates';
import { useEffect, type ReactNode } from 'react';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { arabicCalendarLocale } from './arabic-calendar-locale.ts';
import { installRtlCalendarArrows } from './rtl-calendar-arrows.ts';

/**
 * The calendar as a Saudi school reads it, in the reader's language: Gregorian, the week
 * from Sunday, Friday and Saturday the weekend. It wraps each picker rather than the app, so
 * the pickers, dayjs and their Arabic stay in the chunks of the screens that ask for a date.
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  useEffect(installRtlCalendarArrows, []);
  return (
    <DatesProvider
      settings={{
        locale: locale === 'ar' ? arabicCalendarLocale : 'en',
        firstDayOfWeek: 0,
        weekendDays: [5, 6],
        consistentWeeks: true,
      }}
    >
      {children}
    </DatesProvider>
  );
}
