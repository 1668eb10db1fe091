import type { Role } from '../../../../contract/constants.ts';
import type { EvaluationSide, EvaluationStatus } from '../../../../contract/evaluations.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

export interface Evaluatee {
  id: string;
  organizationId: string | null;
  role: Role;
}

export interface FormState {
  side: EvaluationSide;
  status: EvaluationStatus;
}

/** The roles whose members are evaluated: the school's staff. */
const evaluatedRoles: readonly Role[] = ['agent', 'org_admin'];

/**
 * Who scores a staff member's evaluation: a principal of the member's school now, or the super
 * admin; never the member themself. A principal is evaluated by the super admin only: a
 * co-principal of the same school is a peer, and a principal could otherwise add a deputy to
 * score their own work (the same rule as grading plans, plan-access.ts).
 */
export function canEvaluate(viewer: AuthenticatedUser, evaluatee: Evaluatee): boolean {
  if (viewer.id === evaluatee.id || !evaluatedRoles.includes(evaluatee.role)) return false;
  if (viewer.role === 'super_admin') return true;
  return (
    viewer.role === 'org_admin' &&
    evaluatee.role === 'agent' &&
    viewer.organizationId !== null &&
    viewer.organizationId === evaluatee.organizationId
  );
}

/**
 * Who sees a form (docs/roles-and-permissions.md, "Evaluations"): the evaluator sees the
 * principal's side always and the self-assessment once submitted; the evaluatee sees the
 * self-assessment always and the principal's side once finalised, never a draft score.
 */
export function canReadForm(
  viewer: AuthenticatedUser,
  evaluatee: Evaluatee,
  form: FormState,
): boolean {
  const isEvaluatee = viewer.id === evaluatee.id;
  const isDraft = form.status === 'draft';
  if (form.side === 'principal') return canEvaluate(viewer, evaluatee) || (isEvaluatee && !isDraft);
  return isEvaluatee || (canEvaluate(viewer, evaluatee) && !isDraft);
}

/** Who writes a side: the evaluator the principal's, the evaluatee their self-assessment. */
export function canWriteSide(
  viewer: AuthenticatedUser,
  evaluatee: Evaluatee,
  side: EvaluationSide,
): boolean {
  if (side === 'principal') return canEvaluate(viewer, evaluatee);
  return viewer.id === evaluatee.id && evaluatedRoles.includes(evaluatee.role);
}
