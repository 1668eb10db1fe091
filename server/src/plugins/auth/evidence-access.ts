import type { AuthenticatedUser } from './authenticated-user.ts';

export interface EvidenceOwner {
  id: string;
  organizationId: string | null;
}

/**
 * Who may read a user's achievements and files: the user, a principal (org_admin) of the
 * organisation the user belongs to now, and super admins. Only the owner may change them.
 */
export function canReadEvidenceOf(viewer: AuthenticatedUser, owner: EvidenceOwner): boolean {
  if (viewer.id === owner.id || viewer.role === 'super_admin') return true;
  return (
    viewer.role === 'org_admin' &&
    viewer.organizationId !== null &&
    viewer.organizationId === owner.organizationId
  );
}
