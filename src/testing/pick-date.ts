import { fireEvent, screen, within } from '@testing-library/react';

import { formatLongDate } from '../lib/format/format-date.ts';

/** Opens the calendar of the date field with that label (Mantine's test mode keeps it inline). */
export function openCalendar(label: RegExp | string): HTMLElement {
  fireEvent.click(screen.getByLabelText(label));
  const calendars = document.querySelectorAll<HTMLElement>('[data-dates-dropdown]');
  const calendar = calendars[calendars.length - 1];
  if (!calendar) throw new Error(`no calendar opened for ${String(label)}`);
  return calendar;
}

function choose(calendar: HTMLElement, which: 'month' | 'year', value: number): void {
  const select = calendar.querySelector<HTMLSelectElement>(`select[data-select="${which}"]`);
  if (!select) throw new Error(`the calendar has no ${which} list`);
  fireEvent.change(select, { target: { value: String(value) } });
}

/** Turns an open calendar to the month of a day (`YYYY-MM-DD`) through its year and month lists. */
export function showMonth(calendar: HTMLElement, day: string): void {
  const [year, month] = day.split('-').map(Number) as [number, number];
  choose(calendar, 'year', year);
  choose(calendar, 'month', month - 1);
}

/**
 * Picks a day (`YYYY-MM-DD`) in the English calendar of the date field with that label, as a
 * user does: opens it, chooses the year and the month from their lists and presses the day.
 * Returns the calendar, still open when a time is to be picked as well.
 */
export function pickDate(label: RegExp | string, day: string): HTMLElement {
  const calendar = openCalendar(label);
  showMonth(calendar, day);
  fireEvent.click(within(calendar).getByRole('button', { name: formatLongDate(day, 'en') }));
  return calendar;
}

/** The text a date field shows, or '' when empty. */
export function shownDate(label: RegExp | string): string {
  const field = screen.getByLabelText(label);
  return field.querySelector('[class*="Placeholder"]') ? '' : (field.textContent ?? '');
}

/**
 * Picks a day and a time (`HH:mm`, 24 hours) in the English date-time field with that label:
 * the day on the calendar, then the hours, minutes and AM or PM of its clock, then Done.
 */
export function pickDateTime(label: RegExp | string, day: string, time: string): void {
  const calendar = pickDate(label, day);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const set = (field: string, value: string) =>
    fireEvent.change(within(calendar).getByLabelText(field), { target: { value } });
  set('Hours', String(hours % 12 || 12));
  set('Minutes', String(minutes).padStart(2, '0'));
  set('AM or PM', hours < 12 ? 'AM' : 'PM');
  fireEvent.click(within(calendar).getByRole('button', { name: 'Done' }));
}
