import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { InvitationStatus } from '../../../contract/invitations.ts';

export const invitationStatusLabel: Record<InvitationStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
};

export const invitationStatusColor: Record<InvitationStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  expired: 'red',
  revoked: 'gray',
};
