import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Badge, Group, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

import type { ManagedUser } from '../../../contract/users.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { roleColor } from '../../entities/role/role-color.ts';
import { roleLabel } from '../../entities/role/role-label.ts';

interface UserTableProps {
  users: readonly ManagedUser[];
  showOrganization: boolean;
  onEdit: (user: ManagedUser) => void;
}

export function UserTable({ users, showOrganization, onEdit }: UserTableProps) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <TableHeader
          titles={[
            <Trans>Name</Trans>,
            <Trans>Role</Trans>,
            showOrganization ? <Trans>Organization</Trans> : null,
            <Trans>Job</Trans>,
            <Trans>Status</Trans>,
          ]}
          withActionsColumn
        />
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={user.profilePictureUrl} name={user.fullName} size="sm" />
                  <div>
                    <Text fz="sm" fw={500} dir="auto">
                      {user.fullName}
                    </Text>
                    <Text fz="xs" c="dimmed" dir="ltr" ta="start">
                      {user.email}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge color={roleColor[user.role]} variant="light">
                  {i18n._(roleLabel[user.role])}
                </Badge>
              </Table.Td>
              {showOrganization && <Table.Td>{user.organizationName ?? '—'}</Table.Td>}
              <Table.Td>{user.job ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={user.isActive ? 'green' : 'gray'} variant="dot">
                  {user.isActive ? t`Active account` : t`Inactive account`}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  onClick={() => onEdit(user)}
                  aria-label={t`Edit ${user.fullName}`}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
