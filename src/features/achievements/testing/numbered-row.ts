import type { AchievementRow } from '../achievement-row.ts';

/**
 * The `index`th of a teacher's synced achievements, one a day from 2026-01-01 ("Lesson 0",
 * "Lesson 1", …), ids `a000`, `a001`, … in the same order; criteria `even` or `odd`.
 */
export function numberedRow(
  index: number,
  overrides: Partial<AchievementRow> = {},
): AchievementRow {
  return {
    id: `a${String(index).padStart(3, '0')}`,
    description: `Lesson ${index}`,
    eventStartAt: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
    durationMinutes: 45,
    location: 'Room 4',
    criterionIds: [index % 2 === 0 ? 'even' : 'odd'],
    evidenceType: 'other',
    links: [],
    fileIds: [],
    files: [],
    syncState: 'synced',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
