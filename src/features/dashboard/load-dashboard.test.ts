import { describe, expect, it } from 'vitest';

import type { AgentDashboard } from '../../../contract/dashboard.ts';
import { ApiError } from '../../lib/api/api-error.ts';

import { dashboardCacheKey, readCachedDashboard } from './dashboard-cache.ts';
import { loadDashboard } from './load-dashboard.ts';

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, value),
  };
}

function agentDashboard(achievementCount: number): AgentDashboard {
  return {
    role: 'agent',
    generatedAt: '2026-12-15T09:00:00.000Z',
    achievementCount,
    criteria: [
      {
        criterionId: 'c1',
        code: 'job_duties',
        nameEn: 'Performing job duties',
        nameAr: 'أداء الواجبات الوظيفية',
        achievementCount,
      },
    ],
    plansByStatus: [
      { status: 'draft', count: 0 },
      { status: 'active', count: 1 },
      { status: 'completed', count: 0 },
    ],
    plans: [],
    subscription: {
      status: 'trial',
      planName: 'Trial',
      endsAt: '2026-12-25T09:00:00.000Z',
      daysLeft: 10,
    },
  };
}

const offline = () => Promise.reject(new ApiError('common.error.connection', null));

describe('loadDashboard', () => {
  it('keeps what the server sent and says it is fresh', async () => {
    const storage = memoryStorage();

    const snapshot = await loadDashboard({
      userId: 'u1',
      role: 'agent',
      fetchDashboard: async () => agentDashboard(3),
      storage,
      now: () => 1_000,
    });

    expect(snapshot).toEqual({ dashboard: agentDashboard(3), savedAt: 1_000, fresh: true });
    expect(readCachedDashboard('u1', storage)).toEqual({
      dashboard: agentDashboard(3),
      savedAt: 1_000,
    });
  });

  it('shows the last payload seen, with its time, when the request fails', async () => {
    const storage = memoryStorage();
    await loadDashboard({
      userId: 'u1',
      role: 'agent',
      fetchDashboard: async () => agentDashboard(3),
      storage,
      now: () => 1_000,
    });

    const snapshot = await loadDashboard({
      userId: 'u1',
      role: 'agent',
      fetchDashboard: offline,
      storage,
      now: () => 9_000,
    });

    expect(snapshot).toEqual({ dashboard: agentDashboard(3), savedAt: 1_000, fresh: false });
  });

  it('never shows another user’s copy, nor one saved under a former role', async () => {
    const storage = memoryStorage();
    await loadDashboard({
      userId: 'u1',
      role: 'agent',
      fetchDashboard: async () => agentDashboard(3),
      storage,
    });

    await expect(
      loadDashboard({ userId: 'u2', role: 'agent', fetchDashboard: offline, storage }),
    ).rejects.toMatchObject({ key: 'common.error.connection' });
    await expect(
      loadDashboard({ userId: 'u1', role: 'org_admin', fetchDashboard: offline, storage }),
    ).rejects.toMatchObject({ key: 'common.error.connection' });
  });

  it('treats a copy that no longer fits the schema as none', async () => {
    const storage = memoryStorage();
    storage.setItem(
      dashboardCacheKey('u1'),
      JSON.stringify({ dashboard: { role: 'agent' }, savedAt: 1 }),
    );

    await expect(
      loadDashboard({ userId: 'u1', role: 'agent', fetchDashboard: offline, storage }),
    ).rejects.toMatchObject({ key: 'common.error.connection' });
  });
});
