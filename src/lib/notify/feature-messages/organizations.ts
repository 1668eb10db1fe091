import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { OrganizationMessageKey } from '../../../../contract/feature-message-keys/organizations.ts';

/** The translated text of the organizations, users and invitations features' own keys. */
export const organizationMessages: Record<OrganizationMessageKey, MessageDescriptor> = {
  'organizations.failed.invalidSubdomain': msg`Use lowercase letters, digits and hyphens for the subdomain.`,
  'organizations.failed.hasMembers': msg`This organization still has users. Move or remove them first.`,
  'organizations.success.created': msg`The organization was created.`,
  'organizations.success.updated': msg`The organization was saved.`,
  'organizations.success.deleted': msg`The organization was deleted.`,
  'users.success.created': msg`The user was created.`,
  'users.success.updated': msg`The user was saved.`,
  'invitations.success.sent': msg`The invitation was sent.`,
  'invitations.success.resent': msg`The invitation was sent again.`,
  'invitations.success.revoked': msg`The invitation was revoked.`,
  'invitations.success.accepted': msg`Welcome! You have joined the school.`,
  'invitations.failed.closed': msg`This invitation was already accepted or revoked.`,
};
