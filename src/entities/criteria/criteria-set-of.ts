import { defaultCriteriaJob, type Criterion } from '../../../contract/achievements.ts';

/** The set a member is measured against, and the job whose set it is. */
export interface CriteriaSetInUse {
  /** `criteria.job` of the set: the member's job model's, else the teacher's. */
  job: string;
  criteria: Criterion[];
}

/**
 * The member's job model's set from the criteria the device holds, else the teacher's set (a
 * model with no set yet is scored on it, with a note: contract/job-models.ts). The server
 * picks the same way (server/src/modules/criteria/criteria-service.ts, `criteriaForJob`).
 */
export function criteriaSetOf(held: readonly Criterion[], jobModel: string): CriteriaSetInUse {
  const ofJob = (job: string) =>
    held
      .filter((criterion) => criterion.job === job)
      .sort((first, second) => first.sortOrder - second.sortOrder);
  const own = ofJob(jobModel);
  if (own.length > 0 || jobModel === defaultCriteriaJob) return { job: jobModel, criteria: own };
  return { job: defaultCriteriaJob, criteria: ofJob(defaultCriteriaJob) };
}
