import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';

export interface AchievementSearchFieldProps {
  /** Called on each keystroke with the field's text. */
  onSearch: (search: string) => void;
  /** The text it starts with: the search's, should the field be drawn anew while it holds some. */
  initialText: string;
  /** Called when the field is focused: a search is near. */
  onFocus?: (() => void) | undefined;
}

/**
 * The list's search box. The input keeps its text itself (uncontrolled), so a keystroke draws
 * only the list, not even this field (docs/achievements-at-scale.md); the bar remounts it (a
 * new `key`) to clear it.
 */
export const AchievementSearchField = memo(function AchievementSearchField({
  onSearch,
  initialText,
  onFocus,
}: AchievementSearchFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      label={t`Search`}
      leftSection={<IconSearch size={16} aria-hidden />}
      defaultValue={initialText}
      onChange={(event) => onSearch(event.currentTarget.value)}
      onFocus={onFocus}
    />
  );
});
