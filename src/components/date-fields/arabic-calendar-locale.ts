import dayjs from 'dayjs';
import saudiArabic from 'dayjs/locale/ar-sa';

/**
 * The pickers' Arabic: dayjs's Saudi Arabic, whose Gregorian month names and Latin digits
 * match what Intl writes elsewhere in the app (dayjs's plain `ar` writes Arabic-Indic
 * digits), with the week starting on Sunday and noon already afternoon (its own meridiem
 * calls 12:30 ص).
 */
export const arabicCalendarLocale = 'ar';

dayjs.locale(
  {
    ...saudiArabic,
    name: arabicCalendarLocale,
    weekStart: 0,
    meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م'),
  } as ILocale,
  undefined,
  true,
);
