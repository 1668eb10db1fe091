import { describe, expect, it } from 'vitest';

import type { AchievementRow } from './achievement-row.ts';
import { countByCriterion, filterAchievements, noFilters } from './achievement-filters.ts';

function makeRow(overrides: Partial<AchievementRow>): AchievementRow {
  return {
    id: 'a',
    description: 'Reading lesson',
    eventStartAt: '2026-11-10T09:00:00',
    durationMinutes: 45,
    location: 'Room 4',
    criterionIds: ['c1'],
    evidenceType: 'image',
    links: [],
    fileIds: [],
    files: [],
    syncState: 'synced',
    updatedAt: '2026-11-10T09:00:00',
    ...overrides,
  };
}

const rows = [
  makeRow({ id: 'a', criterionIds: ['c1', 'c2'] }),
  makeRow({
    id: 'b',
    description: 'Parents meeting',
    evidenceType: 'document',
    criterionIds: ['c3'],
    eventStartAt: '2026-11-20T09:00:00',
  }),
  makeRow({ id: 'gone', deletedLocally: true }),
];

const ids = (list: AchievementRow[]) => list.map((row) => row.id);

describe('filterAchievements', () => {
  it('hides rows deleted on this device and lists the newest event first', () => {
    expect(ids(filterAchievements(rows, noFilters))).toEqual(['b', 'a']);
  });

  it('filters by criterion and by evidence type', () => {
    expect(ids(filterAchievements(rows, { ...noFilters, criterionId: 'c2' }))).toEqual(['a']);
    expect(ids(filterAchievements(rows, { ...noFilters, evidenceType: 'document' }))).toEqual([
      'b',
    ]);
  });

  it('filters by an inclusive date range', () => {
    const range = { ...noFilters, from: '2026-11-15', to: '2026-11-20' };
    expect(ids(filterAchievements(rows, range))).toEqual(['b']);
  });

  it('searches every word in the description and location, ignoring case', () => {
    expect(ids(filterAchievements(rows, { ...noFilters, search: 'PARENTS room' }))).toEqual(['b']);
  });

  it('keeps only evidence in the asked review status, a row kept before reviews counting as awaiting', () => {
    const reviewed = [
      makeRow({ id: 'returned', reviewStatus: 'returned' }),
      makeRow({ id: 'accepted', reviewStatus: 'accepted' }),
      makeRow({ id: 'older' }),
    ];
    expect(ids(filterAchievements(reviewed, { ...noFilters, reviewStatus: 'returned' }))).toEqual([
      'returned',
    ]);
    expect(ids(filterAchievements(reviewed, { ...noFilters, reviewStatus: 'pending' }))).toEqual([
      'older',
    ]);
  });
});

describe('countByCriterion', () => {
  it('counts each achievement once per criterion, without deleted ones', () => {
    const counts = countByCriterion(rows);
    expect(Object.fromEntries(counts)).toEqual({ c1: 1, c2: 1, c3: 1 });
  });
});
