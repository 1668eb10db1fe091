import type { Role } from '../../../../contract/constants.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

export interface Beneficiary {
  id: string;
  organizationId: string | null;
  role: Role;
}

function leadsOrganizationOf(viewer: AuthenticatedUser, beneficiary: Beneficiary): boolean {
  return (
    viewer.role === 'org_admin' &&
    viewer.organizationId !== null &&
    viewer.organizationId === beneficiary.organizationId
  );
}

/** The beneficiary, the principal of the beneficiary's organisation now, and super admins. */
export function canReadPlansOf(viewer: AuthenticatedUser, beneficiary: Beneficiary): boolean {
  return (
    viewer.id === beneficiary.id ||
    viewer.role === 'super_admin' ||
    leadsOrganizationOf(viewer, beneficiary)
  );
}

/** Name, dates, goals, status and deletion: the beneficiary and their principal. */
export function canEditPlanOf(viewer: AuthenticatedUser, beneficiary: Beneficiary): boolean {
  return viewer.id === beneficiary.id || leadsOrganizationOf(viewer, beneficiary);
}

/** A principal assigns plans to staff of the own organisation; anyone plans for themself. */
export function canAssignPlanTo(viewer: AuthenticatedUser, beneficiary: Beneficiary): boolean {
  return canEditPlanOf(viewer, beneficiary);
}

/**
 * Comment and grade: the beneficiary's principal or a super admin, never on one's own plan.
 * A principal's plan is graded by the super admin only: a co-principal of the same school
 * is a peer, and a principal could otherwise add one to grade their own work.
 */
export function canReviewPlanOf(viewer: AuthenticatedUser, beneficiary: Beneficiary): boolean {
  if (viewer.id === beneficiary.id) return false;
  if (viewer.role === 'super_admin') return true;
  return beneficiary.role !== 'org_admin' && leadsOrganizationOf(viewer, beneficiary);
}
