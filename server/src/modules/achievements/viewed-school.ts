import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

/**
 * The school whose staff a principal's screen reads: always the principal's own; a super admin
 * names one with `organizationId` (400 without it).
 */
export function viewedSchoolId(
  viewer: AuthenticatedUser,
  organizationId: string | undefined,
): string {
  const school = viewer.role === 'super_admin' ? organizationId : viewer.organizationId;
  if (school) return school;
  if (viewer.role !== 'super_admin') throw new ApiError(403, 'common.error.forbidden');
  throw new ApiError(400, 'common.error.validation', {
    fieldErrors: [{ field: 'organization_id', key: 'validation.error.required', params: {} }],
  });
}
