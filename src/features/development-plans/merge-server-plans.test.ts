import { describe, expect, it } from 'vitest';

import type { DevelopmentPlan } from '../../../contract/development-plans.ts';

import { mergeServerPlans } from './merge-server-plans.ts';
import { rowFromServer, type PlanRow } from './plan-row.ts';

function plan(id: string, version: number, grade: number | null = null): DevelopmentPlan {
  return {
    id,
    name: `Plan ${id}`,
    description: '',
    beneficiaryId: 'teacher',
    beneficiaryName: 'Huda',
    creatorId: 'teacher',
    creatorName: 'Huda',
    startDate: '2026-02-01',
    endDate: '2026-06-30',
    status: 'active',
    goals: [],
    feedback: { userComment: '', adminComment: '', grade, reviewedById: null, reviewedAt: null },
    version,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
}

const local = (server: DevelopmentPlan, changes: Partial<PlanRow> = {}): PlanRow => ({
  ...rowFromServer(server),
  ...changes,
});

describe('mergeServerPlans', () => {
  it('takes new and newer server copies of synced plans', () => {
    const merge = mergeServerPlans([local(plan('a', 1))], [plan('a', 2, 4), plan('b', 1)]);

    expect(merge.put.map((row) => [row.id, row.version, row.feedback.grade])).toEqual([
      ['a', 2, 4],
      ['b', 1, null],
    ]);
  });

  it('never overwrites a plan with changes waiting, refused or in conflict', () => {
    const rows = (['pending', 'needs_attention', 'conflict'] as const).map((syncState, index) =>
      local(plan(`p${index}`, 1), { syncState }),
    );

    const merge = mergeServerPlans(rows, [plan('p0', 3), plan('p1', 3), plan('p2', 3)]);

    expect(merge.put).toEqual([]);
  });

  it('deletes synced plans the server no longer lists, unless the list may be stale', () => {
    const rows = [local(plan('gone', 1)), local(plan('new', 1), { syncState: 'pending' })];

    expect(mergeServerPlans(rows, []).deleteIds).toEqual(['gone']);
    expect(mergeServerPlans(rows, [], { allowDeletes: false }).deleteIds).toEqual([]);
  });
});
