import { describe, expect, it } from 'vitest';

import { linkedTo, type LinkedAchievement } from './goal-achievements.ts';

const strategies = 'criterion-strategies';
const parents = 'criterion-parents';

function achievement(id: string, eventStartAt: string, criterionIds: string[]): LinkedAchievement {
  return { id, description: id, eventStartAt, criterionIds };
}

describe('linkedTo', () => {
  it('keeps achievements with one of the goal’s criteria inside the plan’s dates, newest first', () => {
    const period = { startDate: '2026-02-01', endDate: '2026-06-30' };
    const all = [
      achievement('before', '2026-01-31T10:00:00.000Z', [strategies]),
      achievement('first-day', '2026-02-01T05:00:00.000Z', [strategies]),
      achievement('other-criterion', '2026-03-01T05:00:00.000Z', [parents]),
      achievement('last-day', '2026-06-30T20:00:00.000Z', [parents, strategies]),
      achievement('after', '2026-07-01T05:00:00.000Z', [strategies]),
    ];

    expect(linkedTo(all, [strategies], period).map((found) => found.id)).toEqual([
      'last-day',
      'first-day',
    ]);
  });
});
