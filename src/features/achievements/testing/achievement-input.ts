import { localFileDraft, type LocalFileDraft } from '../../../lib/sync/local-file-draft.ts';

import type { AchievementInput } from '../achievement-writes.ts';

export const testCriterionId = '0190a1b2-0000-7000-8000-000000000001';

/** What the evidence form hands to a write: one criterion, no files unless given. */
export function achievementInput(overrides: Partial<AchievementInput> = {}): AchievementInput {
  return {
    description: 'Reading lesson',
    eventStartAt: '2026-11-22T08:00:00.000Z',
    durationMinutes: 45,
    location: 'Room 4',
    criterionIds: [testCriterionId],
    evidenceType: 'image',
    links: [],
    keptFiles: [],
    newFiles: [],
    ...overrides,
  };
}

/** A small JPEG picked in the form, as the form keeps it before saving. */
export function photoDraft(name: string): LocalFileDraft {
  const file = new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
  return localFileDraft(file, file.name);
}
