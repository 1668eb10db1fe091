/** Message keys of the organizations, users and invitations features, beyond the spec's catalogue. */
export const organizationMessageKeys = [
  'organizations.failed.invalidSubdomain',
  /** Deleting an organisation that still has users. */
  'organizations.failed.hasMembers',
  'organizations.success.created',
  'organizations.success.updated',
  'organizations.success.deleted',
  'users.success.created',
  'users.success.updated',
  'invitations.success.sent',
  'invitations.success.resent',
  'invitations.success.revoked',
  'invitations.success.accepted',
  /** Resending or revoking an invitation that was already accepted or revoked. */
  'invitations.failed.closed',
] as const;

export type OrganizationMessageKey = (typeof organizationMessageKeys)[number];
