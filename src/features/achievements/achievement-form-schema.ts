import { z } from 'zod';

import { zAchievementCreate, type EvidenceType } from '../../../contract/achievements.ts';

/** What the form edits; the start as the date-time picker holds it (see local-date-time.ts). */
export interface AchievementFormValues {
  description: string;
  eventStartLocal: string;
  durationMinutes: number | string;
  location: string;
  criterionIds: string[];
  evidenceType: EvidenceType | null;
  links: string[];
}

/**
 * The server's schema for the fields the user types, with the local date checked as
 * present; files are checked apart (sizes and types) and ids are made on saving.
 */
export const zAchievementForm = zAchievementCreate
  .pick({
    description: true,
    durationMinutes: true,
    location: true,
    criterionIds: true,
    evidenceType: true,
    links: true,
  })
  .extend({
    eventStartLocal: z
      .string({ error: 'validation.error.required' })
      .min(1, { error: 'validation.error.required' }),
  });
