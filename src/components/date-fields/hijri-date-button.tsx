import { useLingui } from '@lingui/react/macro';
import { Anchor, Popover } from '@mantine/core';
import { useState } from 'react';

import { formatHijriDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { HijriMonthGrid } from './hijri-month-grid.tsx';

/**
 * Under a date field: the Hijri date of the chosen day, and a button that picks the day on
 * the Umm al-Qura calendar Saudi schools date their letters by. The field still stores the
 * Gregorian day (issue 35, item 6). It sits in the field's description, not inside the field,
 * whose whole box opens the Gregorian calendar.
 */
export function HijriDateButton({
  value,
  onPick,
}: {
  value: string;
  onPick: (day: string) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [opened, setOpened] = useState(false);
  return (
    <>
      {value && `${formatHijriDate(value, locale)} · `}
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
        <Popover.Target>
          <Anchor
            component="button"
            type="button"
            fz="inherit"
            aria-expanded={opened}
            onClick={() => setOpened((open) => !open)}
          >
            {t`Pick on the Hijri calendar`}
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown>
          <HijriMonthGrid
            value={value}
            onPick={(day) => {
              onPick(day);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
