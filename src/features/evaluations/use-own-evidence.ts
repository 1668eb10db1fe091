import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { useUserDb } from '../../lib/session/use-user-db.ts';

/** What an objection may link of the teacher's own evidence. */
export interface EvidenceChoice {
  id: string;
  description: string;
  eventStartAt: string;
  criterionIds: string[];
}

type StoredAchievement = EvidenceChoice & { deletedLocally?: boolean };

/**
 * The signed-in teacher's evidence as her device keeps it, newest first, so she can link it to
 * an objection offline. Read by table name: the achievements feature owns the table
 * (lib/db/schema.ts) and these are the fields every row has.
 */
export function useOwnEvidence(): EvidenceChoice[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const rows = await db
      .table<StoredAchievement, string>('achievements')
      .orderBy('eventStartAt')
      .reverse()
      .toArray();
    return rows
      .filter((row) => !row.deletedLocally)
      .map(({ id, description, eventStartAt, criterionIds }) => ({
        id,
        description,
        eventStartAt,
        criterionIds,
      }));
  }, [db]);
}
