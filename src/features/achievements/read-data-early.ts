import { readOwnCriteriaEarly } from '../../entities/criteria/use-criteria.ts';
import { openUserDb } from '../../lib/db/current-user-db.ts';
import { getSession } from '../../lib/session/session-store.ts';

import { achievementsViewOf } from './achievements-view.ts';
import { readFirstPageEarly } from './use-listed-achievements.ts';

/**
 * What /achievements?… first shows from the device, read before the screen is drawn: the
 * viewer's criteria and the first page of her own evidence, unfiltered
 * (src/lib/live-data/early-reads.ts). A staff member's evidence is the server's
 * (`askAchievementsDataEarly`); a notification's link (`?open=`) reads down to its achievement.
 */
export async function readAchievementsDataEarly(search: string): Promise<void> {
  const session = getSession();
  if (!session) return;
  const params = new URLSearchParams(search);
  if (achievementsViewOf(session.user, params).kind !== 'own') return;
  const db = openUserDb(session.user.sub);
  await Promise.all([
    readOwnCriteriaEarly(db),
    params.has('open') ? undefined : readFirstPageEarly(db),
  ]);
}
