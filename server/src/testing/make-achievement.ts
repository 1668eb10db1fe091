import { randomUUID } from 'node:crypto';

/** The teacher set's first criterion (performing job duties), seeded by the migration. */
export const jobDutiesCriterionId = '0195f3a0-0000-7000-8000-000000000001';
/** The teacher set's fourth criterion (diversifying teaching strategies). */
export const teachingStrategiesCriterionId = '0195f3a0-0000-7000-8000-000000000004';

/** A `POST /api/achievements` body on the wire (snake_case), with a fresh device-made id. */
export function makeAchievement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    description: 'Open lesson on fractions with peer observation',
    event_start_at: '2026-03-01T08:00:00+03:00',
    duration_minutes: 45,
    location: 'Room 12',
    criterion_ids: [jobDutiesCriterionId],
    evidence_type: 'image',
    file_ids: [],
    links: [],
    ...overrides,
  };
}
