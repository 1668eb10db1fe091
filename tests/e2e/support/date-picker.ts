import { expect, type Locator, type Page } from './playwright.ts';

export type PickerLocale = 'en' | 'ar';

/** The day's name on its calendar button, as the app writes a long date in each language. */
export function longDate(day: string, locale: PickerLocale): string {
  const tag = locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-US';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * Opens the date field's calendar, beside the field: the one the field names as what it
 * controls. Any calendar on the page would do no better: the one just picked in another field
 * is still there while it fades out, and a month chosen in it is lost.
 */
export async function openCalendar(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const calendarId = await field.getAttribute('aria-controls');
  expect(calendarId).toBeTruthy();
  const calendar = page.locator(`[data-dates-dropdown][id="${calendarId}"]`);
  await expect(calendar).toBeVisible();
  return calendar;
}

/** Turns an open calendar to a day's month with its year and month lists. */
export async function showMonth(calendar: Locator, day: string): Promise<void> {
  const [year, month] = day.split('-').map(Number) as [number, number];
  await calendar.locator('select[data-select="year"]').selectOption(String(year));
  await calendar.locator('select[data-select="month"]').selectOption(String(month - 1));
}

/** Picks a day (`YYYY-MM-DD`) as a user does: open, choose year and month, press the day. */
export async function pickDate(
  page: Page,
  field: Locator,
  day: string,
  locale: PickerLocale = 'en',
): Promise<Locator> {
  const calendar = await openCalendar(page, field);
  await showMonth(calendar, day);
  await calendar.getByRole('button', { name: longDate(day, locale), exact: true }).click();
  return calendar;
}

const clockLabels = {
  en: {
    hours: 'Hours',
    minutes: 'Minutes',
    dayPeriod: 'AM or PM',
    am: 'AM',
    pm: 'PM',
    done: 'Done',
  },
  ar: {
    hours: 'الساعات',
    minutes: 'الدقائق',
    dayPeriod: 'صباحًا أو مساءً',
    am: 'ص',
    pm: 'م',
    done: 'تم',
  },
} as const;

/**
 * Picks a day and a time (`HH:mm`, 24 hours) in a date-time field: the day on its calendar,
 * then the hours and minutes typed into its clock and the morning or evening chosen, then Done.
 */
export async function pickDateTime(
  page: Page,
  field: Locator,
  day: string,
  time: string,
  locale: PickerLocale = 'en',
): Promise<void> {
  const labels = clockLabels[locale];
  const calendar = await pickDate(page, field, day, locale);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  await calendar.getByLabel(labels.hours, { exact: true }).fill(String(hours % 12 || 12));
  await calendar.getByLabel(labels.minutes, { exact: true }).fill(String(minutes).padStart(2, '0'));
  await calendar
    .getByLabel(labels.dayPeriod, { exact: true })
    .selectOption(hours < 12 ? labels.am : labels.pm);
  await calendar.getByRole('button', { name: labels.done, exact: true }).click();
  await expect(calendar).toBeHidden();
}
