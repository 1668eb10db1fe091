import { readEarly, useLiveQueryReadEarly } from '../../lib/live-data/early-reads.ts';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { defaultCriteriaJob, type Criterion } from '../../../contract/achievements.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import type { Profile } from '../../../contract/profile.ts';
import { currentProfile, useProfile } from '../../lib/session/profile-store.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { criteriaSetOf, type CriteriaSetInUse } from './criteria-set-of.ts';
import { criteriaTable } from './criteria-table.ts';

export const teacherJob = defaultCriteriaJob;

/**
 * The set a job model is measured against, from the device (the pull keeps every job's set
 * up to date): its own, else the teacher's. Works offline.
 */
export function useCriteriaSet(jobModel: string = teacherJob): CriteriaSetInUse | undefined {
  const db = useUserDb();
  return useLiveQueryReadEarly(db, criteriaSetKey(jobModel), () => readCriteriaSet(db, jobModel), [
    db,
    jobModel,
  ]);
}

async function readCriteriaSet(db: UserDb, jobModel: string): Promise<CriteriaSetInUse> {
  // One `getAll` a job: `anyOf` walks a cursor, a task per row, each waiting behind the page's
  // first render on a slow phone (docs/achievements-at-scale.md, "Criteria read in one request").
  const jobs = [...new Set([jobModel, teacherJob])];
  const held = await Promise.all(
    jobs.map((job) => criteriaTable(db).where('job').equals(job).toArray()),
  );
  return criteriaSetOf(held.flat(), jobModel);
}

const criteriaSetKey = (jobModel: string) => `criteria-set:${jobModel}`;

/**
 * Reads the signed-in member's criteria ahead of a screen that shows them
 * (src/lib/live-data/early-reads.ts).
 */
export function readOwnCriteriaEarly(db: UserDb): Promise<void> {
  const jobModel = jobModelOf(currentProfile());
  return readEarly(db, criteriaSetKey(jobModel), () => readCriteriaSet(db, jobModel));
}

/** A job model's criteria from the device: its own set, else the teacher's. */
export function useCriteria(jobModel: string = teacherJob): Criterion[] | undefined {
  return useCriteriaSet(jobModel)?.criteria;
}

/**
 * The signed-in member's job model, from the profile (kept on the device, so known offline);
 * a copy kept before the profile carried it reads as the teacher's.
 */
export function useOwnJobModel(): string {
  return jobModelOf(useProfile());
}

function jobModelOf(profile: Profile | null): string {
  return (profile as { jobModel?: string } | null)?.jobModel ?? teacherJob;
}

/** The signed-in member's criteria: the ones her evidence, coverage and forms use. */
export function useOwnCriteria(): Criterion[] | undefined {
  return useCriteria(useOwnJobModel());
}

/** Every criterion the device holds, of every job: to name a criterion whoever's it is. */
export function useAllCriteria(): Criterion[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => criteriaTable(db).toArray(), [db]);
}
