import type { Role } from '../../../contract/constants.ts';
import type { Session } from '../../lib/session/session-store.ts';

/** What the evidence screen shows its viewer. */
export type AchievementsView =
  /** One staff member's evidence, read by a principal or an administrator (`?userId=`). */
  | { kind: 'member'; userId: string }
  /** The viewer's own evidence; a principal also sees the staff list, first with `?view=staff`. */
  | { kind: 'own'; staffList: 'none' | 'first' | 'after' };

const readersOfStaff: readonly Role[] = ['org_admin', 'super_admin'];

/** The view of /achievements for this viewer and address, read by the screen and ahead of it. */
export function achievementsViewOf(
  viewer: Session['user'] | undefined,
  searchParams: URLSearchParams,
): AchievementsView {
  if (!viewer) return { kind: 'own', staffList: 'none' };
  const staffUserId = readersOfStaff.includes(viewer.role) ? searchParams.get('userId') : null;
  if (staffUserId && staffUserId !== viewer.sub) return { kind: 'member', userId: staffUserId };
  if (viewer.role !== 'org_admin') return { kind: 'own', staffList: 'none' };
  // "Open staff evidence" on the dashboard asks for the staff first.
  return { kind: 'own', staffList: searchParams.get('view') === 'staff' ? 'first' : 'after' };
}
