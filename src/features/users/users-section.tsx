import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';

import type { Role } from '../../../contract/constants.ts';
import type { ManagedUser, UserListQuery } from '../../../contract/users.ts';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';

import { UserFiltersBar, type ActiveFilter } from './user-filters-bar.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UserTable } from './user-table.tsx';
import { fetchUsers } from './users-api.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';

const pageSize = 20;

interface UsersSectionProps {
  /** The super admin sees every organisation and places users in them. */
  allOrganizations: boolean;
  /** Roles the caller may give, and filter by. */
  roles: readonly Role[];
  onChanged: () => void;
}

/** The searchable, filterable, paged list of users with its create and edit form. */
export function UsersSection({ allOrganizations, roles, onChanged }: UsersSectionProps) {
  const { text, setText, search } = useDebouncedSearch();
  const [role, setRole] = useState<Role | null>(null);
  const [active, setActive] = useState<ActiveFilter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);

  const query: UserListQuery = {
    search,
    page: pageNumber,
    pageSize,
    ...(role && { role }),
    ...(active !== 'all' && { isActive: active === 'active' ? 'true' : 'false' }),
  };
  const answer = useServerData(JSON.stringify(query), (signal) => fetchUsers(query, signal));
  const filtersChanged =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPageNumber(1);
    };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          <Trans>Add user</Trans>
        </Button>
      </Group>
      <UserFiltersBar
        searchText={text}
        onSearchText={filtersChanged(setText)}
        role={role}
        onRole={filtersChanged(setRole)}
        roles={roles}
        active={active}
        onActive={filtersChanged(setActive)}
      />
      <PagedList
        page={dataInView(answer) ?? null}
        loading={answer.status === 'loading'}
        failed={answer.status === 'failed'}
        failedMessage={
          <Trans>The users could not be loaded. Check the connection and try again.</Trans>
        }
        emptyMessage={<Trans>No users match these filters.</Trans>}
        pageSize={pageSize}
        pageNumber={pageNumber}
        onPageChange={setPageNumber}
      >
        {(users) => (
          <UserTable users={users} showOrganization={allOrganizations} onEdit={setEditing} />
        )}
      </PagedList>
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          choosesOrganization={allOrganizations}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            answer.reload();
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
