import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';

import { searchOrganizations } from './users-api.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';

interface OrganizationPickerProps {
  value: string;
  onChange: (organizationId: string) => void;
  /** The current organisation's name, shown before the first search answers. */
  initialName?: string | null;
  error?: React.ReactNode;
  label: string;
  required?: boolean;
  clearable?: boolean;
}

/** A searchable list of organisations for the super admin. */
export function OrganizationPicker({
  value,
  onChange,
  initialName,
  error,
  label,
  required,
  clearable,
}: OrganizationPickerProps) {
  const { t } = useLingui();
  const { text, setText, search } = useDebouncedSearch();
  const [options, setOptions] = useState<{ value: string; label: string }[]>(
    value && initialName ? [{ value, label: initialName }] : [],
  );

  useEffect(() => {
    let current = true;
    searchOrganizations(search).then(
      (page) => {
        if (!current) return;
        setOptions((previous) => {
          const found = page.items.map((item) => ({ value: item.id, label: item.name }));
          const selected = previous.find((option) => option.value === value);
          return selected && !found.some((option) => option.value === value)
            ? [selected, ...found]
            : found;
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [search, value]);

  return (
    <Select
      label={label}
      placeholder={t`Search organizations`}
      data={options}
      value={value || null}
      onChange={(selected) => onChange(selected ?? '')}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      nothingFoundMessage={t`No organization found`}
      clearable={clearable}
      required={required}
      error={error}
    />
  );
}
