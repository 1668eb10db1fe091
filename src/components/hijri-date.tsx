import { Text, type TextProps } from '@mantine/core';

import { formatHijriDate, formatHijriDateRange } from '../lib/format/format-date.ts';
import { useLocale } from '../lib/i18n/use-locale.ts';

interface HijriDateProps extends TextProps {
  value: string | Date;
  end?: string | Date;
}

/**
 * The Umm al-Qura date beside a Gregorian one, smaller and dimmed: the Gregorian date leads
 * (the spec's calendar) and the Hijri one is there for the reader who counts by it, as
 * Saudi schools print both. With `end`, a period from `value` to `end`.
 */
export function HijriDate({ value, end, ...textProps }: HijriDateProps) {
  const { locale } = useLocale();
  const text =
    end === undefined ? formatHijriDate(value, locale) : formatHijriDateRange(value, end, locale);
  return (
    <Text span fz="xs" c="dimmed" {...textProps}>
      <bdi>{text}</bdi>
    </Text>
  );
}
