import { useLingui } from '@lingui/react/macro';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

import { clockConventions } from '../../lib/format/clock-conventions.ts';
import { formatDateTime, formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DatesSettings } from './dates-settings.tsx';
import { HijriDateButton } from './hijri-date-button.tsx';
import { usePickerDropdown } from './use-picker-dropdown.ts';

export interface DateTimeFieldProps extends Omit<
  DateTimePickerProps,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** A wall-clock time on the device, `YYYY-MM-DD HH:mm:ss`, or '' for none. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A day and a time of day, picked on a calendar and a clock in the reader's language: the
 * hours read as the app writes them (9:30 ص, 9:30 AM), never a Latin AM in Arabic. As in
 * DateField, the button under it picks the day on the Hijri calendar.
 */
export function DateTimeField({ value, onChange, description, ...props }: DateTimeFieldProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const dropdown = usePickerDropdown();
  const clock = clockConventions(locale);
  return (
    <DatesSettings>
      <DateTimePicker
        {...dropdown}
        {...props}
        value={value || null}
        onChange={(at) => onChange(at ?? '')}
        valueFormat={(at) => formatDateTime(at.replace(' ', 'T'), locale)}
        getDayAriaLabel={(day) => formatLongDate(day, locale)}
        timePickerProps={{
          ...clock,
          hoursInputLabel: t`Hours`,
          minutesInputLabel: t`Minutes`,
          amPmInputLabel: t`AM or PM`,
        }}
        submitButtonProps={{ 'aria-label': t`Done` }}
        description={
          <>
            {description}
            {description && ' '}
            <HijriDateButton
              value={value?.slice(0, 10) ?? ''}
              // A day picked on the Hijri calendar keeps the time already chosen.
              onPick={(day) => onChange(`${day} ${value?.slice(11) || '08:00:00'}`)}
            />
          </>
        }
      />
    </DatesSettings>
  );
}
