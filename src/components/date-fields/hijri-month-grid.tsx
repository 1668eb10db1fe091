import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

import { formatHijriDate, formatLongDate } from '../../lib/format/format-date.ts';
import {
  addHijriMonths,
  hijriDayOf,
  hijriMonthDays,
  type HijriDay,
} from '../../lib/format/hijri-calendar.ts';
import { dateTimeFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './hijri-month-grid.module.css';

const atUtc = (day: string) => new Date(`${day}T00:00:00Z`);
// 4 January 2026 was a Sunday, the first day of a Saudi school week.
const sundays = [...Array(7).keys()].map(
  (index) => `2026-01-${String(4 + index).padStart(2, '0')}`,
);

/**
 * One month of the Umm al-Qura calendar to pick a day on, each day with its Gregorian day
 * beneath it. Weeks start on Sunday, as in the Gregorian picker.
 */
export function HijriMonthGrid({
  value,
  onPick,
}: {
  value: string;
  onPick: (day: string) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const today = new Date().toISOString().slice(0, 10);
  const [shown, setShown] = useState<Pick<HijriDay, 'year' | 'month'>>(() =>
    hijriDayOf(value || today),
  );
  const days = hijriMonthDays(shown.year, shown.month);
  const first = days[0] ?? today;
  const blanks = atUtc(first).getUTCDay();
  const hijri = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { calendar: 'islamic-umalqura', timeZone: 'UTC', ...options });
  const monthTitle = hijri({ month: 'long', year: 'numeric' }).format(atUtc(first));
  const hijriDayNumber = hijri({ day: 'numeric' });
  const gregorianDayNumber = dateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  const weekday = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const rightToLeft = locale === 'ar';
  const Back = rightToLeft ? IconChevronRight : IconChevronLeft;
  const Forward = rightToLeft ? IconChevronLeft : IconChevronRight;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t`Previous Hijri month`}
          onClick={() => setShown(addHijriMonths(shown, -1))}
        >
          <Back size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthTitle}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t`Next Hijri month`}
          onClick={() => setShown(addHijriMonths(shown, 1))}
        >
          <Forward size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <div className={classes.grid}>
        {sundays.map((day) => (
          <span key={day} className={classes.weekday} aria-hidden>
            {weekday.format(atUtc(day))}
          </span>
        ))}
        {[...Array(blanks).keys()].map((index) => (
          <span key={`blank-${index}`} />
        ))}
        {days.map((day) => (
          <button
            key={day}
            type="button"
            className={classes.day}
            aria-pressed={day === value}
            aria-label={`${formatHijriDate(day, locale)} (${formatLongDate(day, locale)})`}
            onClick={() => onPick(day)}
          >
            <span>{hijriDayNumber.format(atUtc(day))}</span>
            <span className={classes.gregorian} aria-hidden>
              {gregorianDayNumber.format(atUtc(day))}
            </span>
          </button>
        ))}
      </div>
    </Stack>
  );
}
