import { useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below this width a calendar beside its field would cover it or run off the screen. */
const phoneQuery = '(max-width: 36em)';

/**
 * What every picker shares: on a phone the calendar opens in a dialog titled with the field
 * it fills, so it is whole on the screen and big enough for a thumb; elsewhere beside the
 * field. The calendar's controls and days are named in the reader's language.
 */
export function usePickerDropdown(label: ReactNode) {
  const { t } = useLingui();
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  return {
    dropdownType: phone ? ('modal' as const) : ('popover' as const),
    modalProps: { title: label, withCloseButton: true, centered: true },
    popoverProps: { position: 'bottom-start' as const, shadow: 'md' },
    withNativeLevelSelect: true,
    ariaLabels: {
      monthLevelControl: t`Month and year`,
      nextMonth: t`Next month`,
      previousMonth: t`Previous month`,
    },
  };
}
