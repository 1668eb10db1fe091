import { describe, expect, it } from 'vitest';

import type { PlanRow } from './plan-row.ts';
import { permissionsFor, type PlanViewer } from './plan-viewer.ts';

const row = { beneficiaryId: 'teacher' } as Pick<PlanRow, 'beneficiaryId'> as PlanRow;
const viewer = (id: string, role: PlanViewer['role']): PlanViewer => ({ id, role, fullName: '' });

describe('permissionsFor', () => {
  it('lets the beneficiary edit and self-evaluate but not review', () => {
    expect(permissionsFor(viewer('teacher', 'agent'), row)).toEqual({
      own: true,
      canEdit: true,
      canSelfEvaluate: true,
      canReview: false,
    });
  });

  it('lets the principal edit and review, and a super admin only review', () => {
    expect(permissionsFor(viewer('principal', 'org_admin'), row)).toMatchObject({
      canEdit: true,
      canSelfEvaluate: false,
      canReview: true,
    });
    expect(permissionsFor(viewer('admin', 'super_admin'), row)).toMatchObject({
      canEdit: false,
      canReview: true,
    });
  });
});
