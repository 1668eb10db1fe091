import { describe, expect, it } from 'vitest';

import { dashboardCacheKey, keptDashboardOf, readCachedDashboard } from './dashboard-cache.ts';
import { makeAgentDashboard as agentDashboard } from './make-agent-dashboard.ts';

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

describe('keptDashboardOf', () => {
  it('keeps what the server sent, with its time', () => {
    const storage = memoryStorage();

    keptDashboardOf('u1', 'agent', storage).write({ data: agentDashboard(3), savedAt: 1_000 });

    expect(readCachedDashboard('u1', storage)).toEqual({
      dashboard: agentDashboard(3),
      savedAt: 1_000,
    });
    expect(keptDashboardOf('u1', 'agent', storage).read()).toEqual({
      data: agentDashboard(3),
      savedAt: 1_000,
    });
  });

  it('never shows another user’s copy, nor one saved under a former role', () => {
    const storage = memoryStorage();
    keptDashboardOf('u1', 'agent', storage).write({ data: agentDashboard(3), savedAt: 1_000 });

    expect(keptDashboardOf('u2', 'agent', storage).read()).toBeNull();
    expect(keptDashboardOf('u1', 'org_admin', storage).read()).toBeNull();
  });

  it('treats a copy that no longer fits the schema as none', () => {
    const storage = memoryStorage();
    storage.setItem(
      dashboardCacheKey('u1'),
      JSON.stringify({ dashboard: { role: 'agent' }, savedAt: 1 }),
    );

    expect(keptDashboardOf('u1', 'agent', storage).read()).toBeNull();
  });
});
