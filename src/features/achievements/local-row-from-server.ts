import { zAchievement } from '../../../contract/achievements.ts';

import { rowFromServer } from './row-from-server.ts';

/**
 * The server's copy of a conflicting achievement (as the 409 carried it) as a local row,
 * for "keep the saved version". A copy that does not parse is kept as it came.
 */
export function localRowFromServer(serverRecord: Record<string, unknown>): Record<string, unknown> {
  const parsed = zAchievement.safeParse(serverRecord);
  return parsed.success ? { ...rowFromServer(parsed.data) } : serverRecord;
}
