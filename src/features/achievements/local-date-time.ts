const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the date-time picker holds it: the device's wall clock to the minute, as the
 * picker shows it, `YYYY-MM-DD HH:mm:00`.
 */
export function toLocalDateTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    ` ${pad(date.getHours())}:${pad(date.getMinutes())}:00`
  );
}

/** A picker's wall-clock value as ISO 8601 in UTC, or '' when it is not a date and time. */
export function fromLocalDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  if (!match) return '';
  const date = new Date(`${match[1]}T${match[2]}`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
