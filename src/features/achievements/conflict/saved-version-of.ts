import { zAchievement } from '../../../../contract/achievements.ts';

import type { AchievementRow } from '../achievement-row.ts';
import { rowFromServer } from '../row-from-server.ts';

/** The server's copy a 409 carried, as a row to compare; null when it does not parse. */
export function savedVersionOf(serverRecord: Record<string, unknown>): AchievementRow | null {
  const parsed = zAchievement.safeParse(serverRecord);
  return parsed.success ? rowFromServer(parsed.data) : null;
}
