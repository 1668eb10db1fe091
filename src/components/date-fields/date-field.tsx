import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DatesSettings } from './dates-settings.tsx';
import { HijriDateButton } from './hijri-date-button.tsx';
import { usePickerDropdown } from './use-picker-dropdown.ts';

export interface DateFieldProps extends Omit<
  DatePickerInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** A calendar day, `YYYY-MM-DD`, or '' for none. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A calendar day picked on a calendar in the reader's language, and written in the field as
 * the app writes dates everywhere else ("22 November 2026" / "22 نوفمبر 2026"). The month and
 * year are chosen from lists, so a date of birth decades back is two choices away. The button
 * under it picks the day on the Hijri calendar instead, and the Hijri date of the chosen day
 * shows under the field.
 */
export function DateField({ value, onChange, description, ...props }: DateFieldProps) {
  const { locale } = useLocale();
  const dropdown = usePickerDropdown();
  return (
    <DatesSettings>
      <DatePickerInput
        {...dropdown}
        {...props}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormatter={({ date }) =>
          typeof date === 'string' ? formatLongDate(date, locale) : ''
        }
        getDayAriaLabel={(day) => formatLongDate(day, locale)}
        description={
          <>
            {description}
            {description && ' '}
            <HijriDateButton value={value ?? ''} onPick={onChange} />
          </>
        }
      />
    </DatesSettings>
  );
}
