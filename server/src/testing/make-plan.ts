import { randomUUID } from 'node:crypto';

import { teachingStrategiesCriterionId } from './make-achievement.ts';

/** A wire body (snake_case) with the id the device made for its record. */
export type WireBody = { id: string } & Record<string, unknown>;

/** A `POST /api/development-plans` body on the wire (snake_case), with a fresh device-made id. */
export function makePlan(overrides: Record<string, unknown> = {}): WireBody {
  return {
    id: randomUUID(),
    name: 'Diversify teaching strategies',
    description: 'Term 2 focus',
    start_date: '2026-02-01',
    end_date: '2026-06-30',
    ...overrides,
  };
}

/** A `POST /api/development-plans/:id/goals` body on the wire, for the plan at `version`. */
export function makeGoal(version: number, overrides: Record<string, unknown> = {}): WireBody {
  return {
    id: randomUUID(),
    statement: 'Run two cooperative-learning lessons a month',
    target_metric: '8 lessons',
    due_date: '2026-05-31',
    criterion_ids: [teachingStrategiesCriterionId],
    version,
    ...overrides,
  };
}
