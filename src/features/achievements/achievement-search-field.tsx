import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';

export interface AchievementSearchFieldProps {
  /** Called on each keystroke with the field's text. */
  onSearch: (search: string) => void;
}

/**
 * The list's search box. It keeps its text itself, so a keystroke re-renders this field and
 * the list, never the other filters; the bar remounts it (a new `key`) to clear it.
 */
export const AchievementSearchField = memo(function AchievementSearchField({
  onSearch,
}: AchievementSearchFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  return (
    <TextInput
      type="search"
      label={t`Search`}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onSearch(event.currentTarget.value);
      }}
    />
  );
});
