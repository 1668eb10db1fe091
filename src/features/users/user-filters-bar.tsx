import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import type { Role } from '../../../contract/constants.ts';
import { roleLabel } from '../../entities/role/role-label.ts';

export type ActiveFilter = 'all' | 'active' | 'inactive';

interface UserFiltersBarProps {
  searchText: string;
  onSearchText: (text: string) => void;
  role: Role | null;
  onRole: (role: Role | null) => void;
  roles: readonly Role[];
  active: ActiveFilter;
  onActive: (active: ActiveFilter) => void;
}

export function UserFiltersBar(props: UserFiltersBarProps) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t`Search`}
        placeholder={t`Name or email`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.searchText}
        onChange={(event) => props.onSearchText(event.currentTarget.value)}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        label={t`Role`}
        placeholder={t`All roles`}
        clearable
        data={props.roles.map((role) => ({ value: role, label: i18n._(roleLabel[role]) }))}
        value={props.role}
        onChange={(value) => props.onRole(value as Role | null)}
        w={180}
      />
      <Select
        label={t`Status`}
        allowDeselect={false}
        data={[
          { value: 'all', label: t`All` },
          { value: 'active', label: t`Active accounts` },
          { value: 'inactive', label: t`Inactive accounts` },
        ]}
        value={props.active}
        onChange={(value) => props.onActive((value ?? 'all') as ActiveFilter)}
        w={150}
      />
    </Group>
  );
}
