/** Message keys of the job models' criteria sets (issue 33, item 7). Owned by the admin screens. */
export const criteriaSetMessageKeys = [
  /** A set whose weights do not add up to 100. */
  'criteria.failed.weightsNot100',
  /** Removing a criterion that evidence, a goal or an evaluation already uses. */
  'criteria.failed.inUse',
  /** An id that is not a criterion of the set being edited. */
  'criteria.failed.notInSet',
  'criteria.success.setSaved',
] as const;

export type CriteriaSetMessageKey = (typeof criteriaSetMessageKeys)[number];
