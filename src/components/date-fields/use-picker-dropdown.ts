import { useLingui } from '@lingui/react/macro';

/**
 * What every picker shares. The calendar opens beside its field, turned or moved to stay whole
 * on a phone's screen, rather than in a dialog of its own: Escape in a dialog over the form's
 * drawer would close the drawer too and lose what was typed. Its controls are named in the
 * reader's language, and the month and year are chosen from lists, quick by touch or keyboard.
 */
export function usePickerDropdown() {
  const { t } = useLingui();
  return {
    // ✓ and Escape give the focus back to the field, so Tab goes on through the form.
    popoverProps: { position: 'bottom-start' as const, shadow: 'md', returnFocus: true },
    withNativeLevelSelect: true,
    ariaLabels: {
      monthLevelControl: t`Month and year`,
      nextMonth: t`Next month`,
      previousMonth: t`Previous month`,
    },
  };
}
