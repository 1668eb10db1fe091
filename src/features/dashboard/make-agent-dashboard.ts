import type { AgentDashboard } from '../../../contract/dashboard.ts';

/** An agent's dashboard for tests, with `achievementCount` achievements under one criterion. */
export function makeAgentDashboard(achievementCount: number): AgentDashboard {
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
