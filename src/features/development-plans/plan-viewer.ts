import type { Role } from '../../../contract/constants.ts';

import type { PlanRow } from './plan-row.ts';

export interface PlanViewer {
  id: string;
  role: Role;
  fullName: string;
}

/** What the viewer may do with a plan; the server checks the same (and the organisation). */
export function permissionsFor(viewer: PlanViewer, row: PlanRow) {
  const own = viewer.id === row.beneficiaryId;
  const leads = viewer.role === 'org_admin' && !own;
  return {
    own,
    canEdit: own || leads,
    canSelfEvaluate: own,
    canReview: !own && (viewer.role === 'org_admin' || viewer.role === 'super_admin'),
  };
}
