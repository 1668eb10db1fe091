import type { Role } from '../../../contract/constants.ts';
import type { Dashboard } from '../../../contract/dashboard.ts';

import { readCachedDashboard, writeCachedDashboard } from './dashboard-cache.ts';

export interface DashboardSnapshot {
  dashboard: Dashboard;
  /** When these figures came from the server (ms since the epoch). */
  savedAt: number;
  /** False when the request failed and the figures are the last ones seen on this device. */
  fresh: boolean;
}

export interface LoadDashboardOptions {
  userId: string;
  /** The signed-in role: a copy saved under another role (the role changed since) is ignored. */
  role: Role;
  fetchDashboard: () => Promise<Dashboard>;
  storage?: Storage;
  now?: () => number;
}

/**
 * Asks the server and keeps the answer on the device; when the request fails (offline, server
 * down) the last answer seen stands in, marked as not fresh. Without one, the failure is thrown.
 */
export async function loadDashboard({
  userId,
  role,
  fetchDashboard,
  storage = localStorage,
  now = Date.now,
}: LoadDashboardOptions): Promise<DashboardSnapshot> {
  try {
    const dashboard = await fetchDashboard();
    const savedAt = now();
    writeCachedDashboard(userId, { dashboard, savedAt }, storage);
    return { dashboard, savedAt, fresh: true };
  } catch (error) {
    const cached = readCachedDashboard(userId, storage);
    if (!cached || cached.dashboard.role !== role) throw error;
    return { ...cached, fresh: false };
  }
}
