import { describe, expect, it } from 'vitest';

import type { Achievement } from '../../../contract/achievements.ts';

import type { AchievementRow } from './achievement-row.ts';
import { mergeServerAchievements } from './merge-server-achievements.ts';

function makeServerAchievement(overrides: Partial<Achievement> = {}): Achievement {
  return {
    id: 'a1',
    ownerId: 'u1',
    description: 'Lesson',
    eventStartAt: '2026-11-01T08:00:00.000Z',
    durationMinutes: 45,
    location: '',
    criterionIds: ['c1'],
    evidenceType: 'image',
    files: [{ id: 'f1', name: 'p.jpg', mimeType: 'image/jpeg', size: 10, hasThumbnail: true }],
    links: [],
    version: 2,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function makeRow(overrides: Partial<AchievementRow> = {}): AchievementRow {
  return {
    id: 'a1',
    description: 'Local',
    eventStartAt: '2026-11-01T08:00:00.000Z',
    durationMinutes: 45,
    location: '',
    criterionIds: ['c1'],
    evidenceType: 'image',
    links: [],
    fileIds: [],
    files: [],
    syncState: 'synced',
    version: 1,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('mergeServerAchievements', () => {
  it('adds server records the device does not have, as synced with server file ids', () => {
    const { put } = mergeServerAchievements([], [makeServerAchievement()]);
    expect(put).toHaveLength(1);
    expect(put[0]).toMatchObject({ syncState: 'synced', version: 2, fileIds: ['f1'] });
    expect(put[0]?.files[0]).toMatchObject({ id: 'f1', local: false });
  });

  it('replaces a synced local copy with a newer server copy', () => {
    const { put } = mergeServerAchievements([makeRow()], [makeServerAchievement()]);
    expect(put.map((row) => row.description)).toEqual(['Lesson']);
  });

  it.each(['pending', 'needs_attention', 'conflict'] as const)(
    'keeps a %s local copy untouched',
    (syncState) => {
      const merge = mergeServerAchievements([makeRow({ syncState })], [makeServerAchievement()]);
      expect(merge).toEqual({ put: [], deleteIds: [] });
    },
  );

  it('keeps a row waiting to be deleted on the server', () => {
    const local = makeRow({ deletedLocally: true });
    expect(mergeServerAchievements([local], [makeServerAchievement()]).put).toEqual([]);
  });

  it('never replaces a local copy with an older server version', () => {
    const local = makeRow({ version: 3 });
    expect(mergeServerAchievements([local], [makeServerAchievement()]).put).toEqual([]);
  });

  it('deletes synced rows the server no longer has, but never unsynced ones', () => {
    const rows = [makeRow({ id: 'gone' }), makeRow({ id: 'new', syncState: 'pending' })];
    expect(mergeServerAchievements(rows, []).deleteIds).toEqual(['gone']);
  });

  it('deletes nothing when the list may predate a write synced during the fetch', () => {
    const rows = [makeRow({ id: 'just-synced' })];
    expect(mergeServerAchievements(rows, [], { allowDeletes: false }).deleteIds).toEqual([]);
  });
});
