import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Table, Text } from '@mantine/core';

import type { Invitation } from '../../../contract/invitations.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { roleLabel } from '../../entities/role/role-label.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { invitationStatusColor, invitationStatusLabel } from './invitation-status-label.ts';

interface InvitationTableProps {
  invitations: readonly Invitation[];
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

export function InvitationTable({ invitations, busyId, onResend, onRevoke }: InvitationTableProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <TableHeader
          titles={[
            <Trans>Email</Trans>,
            <Trans>Role</Trans>,
            <Trans>Status</Trans>,
            <Trans>Sent</Trans>,
            <Trans>Expires</Trans>,
          ]}
          withActionsColumn
        />
        <Table.Tbody>
          {invitations.map((invitation) => {
            const open = invitation.status === 'pending' || invitation.status === 'expired';
            return (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <Text fz="sm" dir="ltr" ta="start">
                    {invitation.email}
                  </Text>
                </Table.Td>
                <Table.Td>{i18n._(roleLabel[invitation.role])}</Table.Td>
                <Table.Td>
                  <Badge color={invitationStatusColor[invitation.status]} variant="light">
                    {i18n._(invitationStatusLabel[invitation.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(invitation.sentAt, locale)}</Table.Td>
                <Table.Td>{formatDateTime(invitation.expiresAt, locale)}</Table.Td>
                <Table.Td>
                  {open && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        loading={busyId === invitation.id}
                        onClick={() => onResend(invitation)}
                        aria-label={t`Resend the invitation to ${invitation.email}`}
                      >
                        <Trans>Resend</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busyId === invitation.id}
                        onClick={() => onRevoke(invitation)}
                        aria-label={t`Revoke the invitation to ${invitation.email}`}
                      >
                        <Trans>Revoke</Trans>
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
