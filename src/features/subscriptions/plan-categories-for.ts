import type { Profile } from '../../../contract/profile.ts';
import type { PlanCategory } from '../../../contract/subscriptions.ts';

/**
 * Principals see both categories; so does a teacher not yet in a school, who becomes the
 * principal of a new one by buying an organisation plan. Everyone else sees personal plans.
 */
export function planCategoriesFor(profile: Profile | null): PlanCategory[] {
  if (!profile) return ['personal'];
  if (profile.role === 'org_admin') return ['organization', 'personal'];
  if (profile.role === 'agent' && profile.organizationId === null) {
    return ['personal', 'organization'];
  }
  return ['personal'];
}
