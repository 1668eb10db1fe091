import { useProfile } from '../../lib/session/profile-store.ts';
import { useSession } from '../../lib/session/session-store.ts';

import type { PlanViewer } from './plan-viewer.ts';

/** The signed-in user as the plan screens need them; null before the session is known. */
export function usePlanViewer(): PlanViewer | null {
  const session = useSession();
  const profile = useProfile();
  if (!session) return null;
  return { id: session.user.sub, role: session.user.role, fullName: profile?.fullName ?? '' };
}
