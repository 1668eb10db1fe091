import { and, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';

import type { Invitation, InvitationStatus } from '../../../../contract/invitations.ts';
import { invitations } from '../../db/tables/invitations.ts';

type InvitationRow = typeof invitations.$inferSelect;

export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/** The rows in a status, as SQL, for list filters. */
export function whereStatus(status: InvitationStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'revoked':
      return isNotNull(invitations.revokedAt);
    case 'accepted':
      return and(isNull(invitations.revokedAt), isNotNull(invitations.acceptedAt));
    case 'expired':
      return and(
        isNull(invitations.revokedAt),
        isNull(invitations.acceptedAt),
        lte(invitations.expiresAt, now),
      );
    case 'pending':
      return whereUsable(now);
  }
}

/** Not accepted, not revoked, not expired: the link still works. */
export function whereUsable(now: Date): SQL | undefined {
  return and(
    isNull(invitations.revokedAt),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, now),
  );
}

/** Not accepted and not revoked (possibly expired): another one to the address is a resend. */
export function whereOpen(organizationId: string, email: string): SQL | undefined {
  return and(
    eq(invitations.organizationId, organizationId),
    eq(invitations.email, email),
    isNull(invitations.revokedAt),
    isNull(invitations.acceptedAt),
  );
}

export function invitationFromRow(
  row: InvitationRow,
  invitedByName: string | null,
  now: Date,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    job: row.job,
    status: invitationStatus(row, now),
    invitedByName,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
