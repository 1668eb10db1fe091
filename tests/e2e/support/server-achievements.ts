import type { APIRequestContext } from './playwright.ts';

import { accessTokenOf } from './accounts.ts';

export interface ServerAchievement {
  description: string;
  files: { id: string; name: string }[];
}

/** What the server holds of a user's achievements, read through the API as that user. */
export async function serverAchievements(
  request: APIRequestContext,
  email: string,
): Promise<ServerAchievement[]> {
  const token = await accessTokenOf(request, email);
  const list = await request.get('/api/achievements', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await list.json()) as { result: ServerAchievement[] }).result;
}
