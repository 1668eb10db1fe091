/** Message keys of the development plans feature, beyond the spec's catalogue. Owned by that feature. */
export const developmentPlanMessageKeys = [
  /** A change to a completed plan (it is read-only). */
  'developmentPlans.failed.readOnly',
  /** A status change the plan's current status does not allow (draft -> active -> completed). */
  'developmentPlans.failed.invalidTransition',
  /** Activating a plan without any goal. */
  'developmentPlans.failed.noGoals',
  /** Feedback on a plan that is still a draft. */
  'developmentPlans.failed.feedbackNotOpen',
  /** Deleting a plan that is no longer a draft. */
  'developmentPlans.failed.notDraft',
  /** A goal's due date outside the plan's dates (field error on due_date or the plan dates). */
  'developmentPlans.failed.dueDateOutsidePlan',
  /** A goal order that does not list every goal of the plan exactly once. */
  'developmentPlans.failed.goalOrderMismatch',
  /** More goals than a plan may hold. */
  'developmentPlans.failed.tooManyGoals',
  'developmentPlans.success.activated',
  'developmentPlans.success.completed',
] as const;

export type DevelopmentPlanMessageKey = (typeof developmentPlanMessageKeys)[number];
