import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';

import type {
  Invitation,
  InvitationListQuery,
  InvitationStatus,
} from '../../../contract/invitations.ts';
import { PagedList } from '../../components/paged-list/paged-list.tsx';
import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { InvitationTable } from './invitation-table.tsx';
import { InviteForm } from './invite-form.tsx';
import { fetchInvitations, resendInvitation, revokeInvitation } from './users-api.ts';

const pageSize = 20;
type StatusFilter = InvitationStatus | 'all';

/** The principal's invitations: send, see pending/accepted/expired/revoked, resend, revoke. */
export function InvitationsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);

  const query: InvitationListQuery = {
    page: pageNumber,
    pageSize,
    ...(status !== 'all' && { status }),
  };
  const answer = useServerData(JSON.stringify(query), (signal) => fetchInvitations(query, signal));
  const reload = answer.reload;

  const act = async (invitation: Invitation, action: 'resend' | 'revoke') => {
    setBusyId(invitation.id);
    try {
      if (action === 'resend') await resendInvitation(invitation.id);
      else await revokeInvitation(invitation.id);
      notifyKey(action === 'resend' ? 'invitations.success.resent' : 'invitations.success.revoked');
      reload();
      onChanged();
    } catch (error) {
      await reportApiError(error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="md">
      <InviteForm
        onSent={() => {
          reload();
          onChanged();
        }}
      />
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPageNumber(1);
        }}
        data={[
          { value: 'all', label: t`All` },
          { value: 'pending', label: t`Pending` },
          { value: 'accepted', label: t`Accepted` },
          { value: 'expired', label: t`Expired` },
          { value: 'revoked', label: t`Revoked` },
        ]}
        aria-label={t`Invitation status`}
      />
      <PagedList
        page={dataInView(answer) ?? null}
        loading={answer.status === 'loading'}
        failed={answer.status === 'failed'}
        failedMessage={
          <Trans>The invitations could not be loaded. Check the connection and try again.</Trans>
        }
        emptyMessage={<Trans>No invitations here yet.</Trans>}
        pageSize={pageSize}
        pageNumber={pageNumber}
        onPageChange={setPageNumber}
      >
        {(invitations) => (
          <InvitationTable
            invitations={invitations}
            busyId={busyId}
            onResend={(invitation) => void act(invitation, 'resend')}
            onRevoke={(invitation) => void act(invitation, 'revoke')}
          />
        )}
      </PagedList>
    </Stack>
  );
}
