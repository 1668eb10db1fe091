import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { useServerData } from '../../lib/api/use-server-data.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { fetchAchievementsOf } from './plans-api.ts';

/** What a goal shows of an achievement; the achievements feature owns the full row. */
export interface LinkedAchievement {
  id: string;
  description: string;
  eventStartAt: string;
  criterionIds: string[];
}

interface StoredAchievement extends LinkedAchievement {
  deletedLocally?: boolean;
}

function storedAchievements(db: UserDb) {
  return db.table<StoredAchievement, string>('achievements');
}

/** Achievements tagged with any of the criteria whose date falls in the plan's period. */
export function linkedTo(
  achievements: readonly LinkedAchievement[],
  criterionIds: readonly string[],
  period: { startDate: string; endDate: string },
): LinkedAchievement[] {
  const wanted = new Set(criterionIds);
  return achievements
    .filter((achievement) => {
      const day = achievement.eventStartAt.slice(0, 10);
      return (
        day >= period.startDate &&
        day <= period.endDate &&
        achievement.criterionIds.some((id) => wanted.has(id))
      );
    })
    .sort((a, b) => b.eventStartAt.localeCompare(a.eventStartAt));
}

/**
 * The achievements a plan's goals can link to: the user's own from the device (they work
 * offline), another user's from the server for their principal or a super admin.
 */
export function usePlanAchievements(
  plan: { beneficiaryId: string; startDate: string; endDate: string },
  ownPlan: boolean,
): LinkedAchievement[] | undefined {
  const db = useUserDb();
  const local = useLiveQuery(
    async () =>
      ownPlan
        ? (await storedAchievements(db).toArray()).filter((row) => !row.deletedLocally)
        : undefined,
    [db, ownPlan],
  );
  const { beneficiaryId, startDate, endDate } = plan;
  const remote = useServerData(
    `plan-achievements:${beneficiaryId}:${startDate}:${endDate}`,
    (signal) => fetchAchievementsOf(beneficiaryId, startDate, endDate, signal),
    { enabled: !ownPlan },
  );
  if (ownPlan) return local;
  if (remote.status === 'loaded') return remote.data;
  // Out of reach (offline), the goals show no achievements rather than wait for ever.
  return remote.status === 'failed' ? [] : undefined;
}
