import { randomUUID } from 'node:crypto';

import { expect, type APIRequestContext } from './playwright.ts';

export interface PushedAchievement {
  description: string;
  /** ISO 8601 with offset. */
  eventStartAt: string;
  criterionId: string | undefined;
}

/**
 * Creates `achievements` as `token`'s user through `POST /sync/push`, a hundred a request, as
 * a device's first sync would (Library, 40 minutes, type "other", no files or links).
 */
export async function pushAchievementsAs(
  request: APIRequestContext,
  token: string,
  achievements: readonly PushedAchievement[],
): Promise<void> {
  const mutations = achievements.map(({ description, eventStartAt, criterionId }) => {
    const id = randomUUID();
    return {
      id: randomUUID(),
      record_key: `achievements:${id}`,
      idempotency_key: randomUUID(),
      method: 'POST',
      path: '/achievements',
      body: {
        id,
        description,
        event_start_at: eventStartAt,
        duration_minutes: 40,
        location: 'Library',
        criterion_ids: [criterionId],
        evidence_type: 'other',
        file_ids: [],
        links: [],
      },
    };
  });
  for (let start = 0; start < mutations.length; start += 100) {
    const pushed = await request.post('/api/sync/push', {
      headers: { Authorization: `Bearer ${token}` },
      data: { mutations: mutations.slice(start, start + 100) },
    });
    expect(pushed.ok(), await pushed.text()).toBe(true);
  }
}
