import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useState } from 'react';

import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';

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
  // The chosen school's name, for when it is not among the names the search found.
  const [selectedLabel, setSelectedLabel] = useState(initialName ?? null);
  const results = useServerData(search, (signal) => searchOrganizations(search, signal));
  const page = dataInView(results);
  const found = (page?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const options =
    value && selectedLabel && !found.some((option) => option.value === value)
      ? [{ value, label: selectedLabel }, ...found]
      : found;

  return (
    <Select
      label={label}
      placeholder={t`Search organizations`}
      data={options}
      value={value || null}
      onChange={(selected, option) => {
        setSelectedLabel(option?.label ?? null);
        onChange(selected ?? '');
      }}
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
