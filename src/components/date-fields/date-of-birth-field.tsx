import { minimumAgeYears } from '../../../contract/constants.ts';

import { DateField, type DateFieldProps } from './date-field.tsx';

/** The latest birthday old enough to sign up today, as `YYYY-MM-DD`. */
function latestDateOfBirth(today: Date): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear() - minimumAgeYears, today.getUTCMonth(), today.getUTCDate()),
  );
  return day.toISOString().slice(0, 10);
}

/**
 * A date of birth: the calendar opens around the years most staff were born in and offers
 * no year too recent to sign up, so the teacher picks the year, the month and the day.
 */
export function DateOfBirthField(props: DateFieldProps) {
  const today = new Date();
  return (
    <DateField
      defaultDate={`${today.getUTCFullYear() - 35}-01-01`}
      minDate={`${today.getUTCFullYear() - 100}-01-01`}
      maxDate={latestDateOfBirth(today)}
      {...props}
    />
  );
}
