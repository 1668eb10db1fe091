import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Group, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

import type { Organization } from '../../../contract/organizations.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

interface OrganizationTableProps {
  organizations: readonly Organization[];
  onEdit: (organization: Organization) => void;
}

export function OrganizationTable({ organizations, onEdit }: OrganizationTableProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <TableHeader
          titles={[
            <Trans>Name</Trans>,
            <Trans>Contact email</Trans>,
            <Trans>Subscription</Trans>,
            <Trans>Users</Trans>,
          ]}
          withActionsColumn
        />
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={organization.logoUrl} name={organization.name} size="sm" />
                  <div>
                    <Text fz="sm" fw={500}>
                      {organization.name}
                    </Text>
                    {organization.subdomain && (
                      <Text fz="xs" c="dimmed" dir="ltr" ta="start">
                        {organization.subdomain}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" dir="ltr" ta="start">
                  {organization.contactEmail ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <SubscriptionStatusBadge status={organization.subscriptionStatus} />
              </Table.Td>
              <Table.Td>{number.format(organization.memberCount)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  onClick={() => onEdit(organization)}
                  aria-label={t`Edit ${organization.name}`}
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
