import { z } from 'zod';

import type { Role } from '../../../contract/constants.ts';
import { zDashboard, type Dashboard } from '../../../contract/dashboard.ts';
import type { KeptAnswer } from '../../lib/api/server-data-options.ts';

/** The last dashboard the server sent to this user on this device, and when it arrived. */
export interface CachedDashboard {
  dashboard: Dashboard;
  savedAt: number;
}

const zCachedDashboard = z.object({ dashboard: zDashboard, savedAt: z.number() });

/** One entry per user, so another account on the same device never sees these figures. */
export function dashboardCacheKey(userId: string): string {
  return `dashboard:${userId}`;
}

/** The cached copy, or null when there is none or it no longer fits the current schema. */
export function readCachedDashboard(
  userId: string,
  storage: Storage = localStorage,
): CachedDashboard | null {
  try {
    const stored = storage.getItem(dashboardCacheKey(userId));
    if (stored === null) return null;
    const parsed = zCachedDashboard.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked or the entry is not JSON: as good as no copy.
    return null;
  }
}

export function writeCachedDashboard(
  userId: string,
  cached: CachedDashboard,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(dashboardCacheKey(userId), JSON.stringify(cached));
  } catch {
    // Storage full or blocked: the dashboard still shows, it just will not be there offline.
  }
}

/**
 * The copy `useServerData` shows at once and offline: this user's, and only one saved under the
 * signed-in role (a copy from before a role change is as good as none).
 */
export function keptDashboardOf(
  userId: string,
  role: Role,
  storage: Storage = localStorage,
): { read: () => KeptAnswer<Dashboard> | null; write: (answer: KeptAnswer<Dashboard>) => void } {
  return {
    read: () => {
      const cached = readCachedDashboard(userId, storage);
      return cached && cached.dashboard.role === role
        ? { data: cached.dashboard, savedAt: cached.savedAt }
        : null;
    },
    write: ({ data, savedAt }) =>
      writeCachedDashboard(userId, { dashboard: data, savedAt }, storage),
  };
}
