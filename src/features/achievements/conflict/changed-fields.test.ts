import { describe, expect, it } from 'vitest';

import type { AchievementRow } from '../achievement-row.ts';

import { changedFields } from './changed-fields.ts';

const base: AchievementRow = {
  id: '0190a000-0000-7000-8000-000000000001',
  description: 'Robotics club visit',
  eventStartAt: '2026-11-10T10:00:00+03:00',
  durationMinutes: 90,
  location: 'Science lab',
  criterionIds: ['a', 'b'],
  evidenceType: 'other',
  links: [],
  fileIds: [],
  files: [],
  updatedAt: '2026-11-10T10:00:00Z',
  version: 2,
  syncState: 'synced',
};

describe('changedFields', () => {
  it('names only the fields that differ', () => {
    const saved = { ...base, description: 'Robotics final', location: 'Robotics room' };
    expect([...changedFields(base, saved)]).toEqual(['description', 'location']);
  });

  it('reads one instant written with two offsets, and criteria in another order, as the same', () => {
    const saved = { ...base, eventStartAt: '2026-11-10T07:00:00Z', criterionIds: ['b', 'a'] };
    expect(changedFields(base, saved).size).toBe(0);
  });

  it('sees a file added on one side', () => {
    const file = { id: 'f1', name: 'photo.jpg', mimeType: 'image/jpeg', size: 10, local: false };
    expect([...changedFields(base, { ...base, files: [file] })]).toEqual(['files']);
  });
});
