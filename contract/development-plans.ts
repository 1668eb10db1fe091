import { z } from 'zod';

import { planStatuses, type PlanStatus } from './constants.ts';
import { zId } from './ids.ts';
import { zCalendarDay } from './sane-dates.ts';

/**
 * Development plans (issue 5). A plan is one versioned record with its goals and feedback:
 * every change to any part answers the whole plan with the next `version`, so a change made
 * offline on an older copy (say, while the principal graded it) is refused with 409 and the
 * current plan rather than silently overwriting it.
 *
 * The calls are declared in `endpoints/development-plans.ts` (docs/api.md, "Endpoints"); which
 * status allows which change is in docs/states-and-transitions.md, "Development plans", and who
 * may call what in docs/roles-and-permissions.md.
 */

export { planStatuses, type PlanStatus };

/** The only moves a plan's status may make; a completed plan is read-only. */
export const planTransitions: Readonly<Record<PlanStatus, readonly PlanStatus[]>> = {
  draft: ['active'],
  active: ['completed'],
  completed: [],
};

export function canMovePlan(from: PlanStatus, to: PlanStatus): boolean {
  return planTransitions[from].includes(to);
}

/** Name, dates, description and goals change only before the plan is completed. */
export function isPlanEditable(status: PlanStatus): boolean {
  return status !== 'completed';
}

/** Feedback (self-evaluation, review) is given once the plan is under way. */
export function isFeedbackOpen(status: PlanStatus): boolean {
  return status !== 'draft';
}

export const goalStatuses = ['not_started', 'in_progress', 'achieved'] as const;
export type GoalStatus = (typeof goalStatuses)[number];

/** The principal's grade: 1 (unsatisfactory) to 5 (outstanding). */
export const planGrades = [1, 2, 3, 4, 5] as const;
export type PlanGrade = (typeof planGrades)[number];

export const planLimits = {
  nameMax: 200,
  descriptionMax: 4000,
  statementMax: 1000,
  targetMetricMax: 300,
  commentMax: 4000,
  goalsMax: 30,
  criteriaPerGoalMax: 11,
} as const;

/** A calendar day; left empty it is missing, which is said before any question of format. */
const zDay = zCalendarDay;
const zVersion = z.number({ error: 'validation.error.mustBeNumber' }).int().min(1);

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.error.required' })
    .trim()
    .min(1, { error: 'validation.error.required' })
    .max(max, { error: 'validation.error.maxLength' });

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.error.maxLength' }).default('');

const planFields = {
  name: requiredText(planLimits.nameMax),
  description: optionalText(planLimits.descriptionMax),
  startDate: zDay,
  endDate: zDay,
};

/** Calendar days compare as text (`YYYY-MM-DD`). */
function endsAfterStart(value: { startDate: string; endDate: string }): boolean {
  return value.endDate > value.startDate;
}

const endAfterStart = () => ({ error: 'validation.error.endBeforeStart', path: ['endDate'] });

/** The plan's own fields, as the form edits them. */
export const zPlanFields = z.object(planFields).refine(endsAfterStart, endAfterStart());

/** POST /development-plans: the id is made on the device; no beneficiary means the caller. */
export const zDevelopmentPlanCreate = z
  .object({ id: zId, beneficiaryId: zId.optional(), ...planFields })
  .refine(endsAfterStart, endAfterStart());
export type DevelopmentPlanCreate = z.input<typeof zDevelopmentPlanCreate>;

export const zDevelopmentPlanUpdate = z
  .object({ ...planFields, version: zVersion })
  .refine(endsAfterStart, endAfterStart());
export type DevelopmentPlanUpdate = z.input<typeof zDevelopmentPlanUpdate>;

/** DELETE, activate and complete carry only the version they were based on. */
export const zVersionOnly = z.object({ version: zVersion });

const goalFields = {
  statement: requiredText(planLimits.statementMax),
  targetMetric: optionalText(planLimits.targetMetricMax),
  dueDate: zDay,
  criterionIds: z
    .array(zId, { error: 'validation.error.required' })
    .min(1, { error: 'validation.error.required' })
    .max(planLimits.criteriaPerGoalMax, { error: 'validation.error.maxItems' }),
};

/** A goal's own fields, as the form edits them (the plan's dates are checked apart). */
export const zGoalFields = z.object(goalFields);

export const zGoalCreate = z.object({ id: zId, ...goalFields, version: zVersion });
export type GoalCreate = z.input<typeof zGoalCreate>;

export const zGoalUpdate = z.object({
  ...goalFields,
  progress: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(0, { error: 'validation.error.minValue' })
    .max(100, { error: 'validation.error.maxValue' }),
  status: z.enum(goalStatuses, { error: 'validation.error.mustBeOneOf' }),
  version: zVersion,
});
export type GoalUpdate = z.input<typeof zGoalUpdate>;

/** Every goal id of the plan, in the new order. */
export const zGoalOrder = z.object({
  goalIds: z.array(zId).max(planLimits.goalsMax, { error: 'validation.error.maxItems' }),
  version: zVersion,
});

export const zSelfEvaluation = z.object({
  userComment: optionalText(planLimits.commentMax),
  version: zVersion,
});

export const zReview = z.object({
  adminComment: optionalText(planLimits.commentMax),
  grade: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(5, { error: 'validation.error.maxValue' })
    .nullable(),
  version: zVersion,
});

export const zPlanGoal = z.object({
  id: z.string(),
  statement: z.string(),
  targetMetric: z.string(),
  dueDate: z.string(),
  criterionIds: z.array(z.string()),
  progress: z.number().int(),
  status: z.enum(goalStatuses),
  sortOrder: z.number().int(),
});
export type PlanGoal = z.infer<typeof zPlanGoal>;

export const zPlanFeedback = z.object({
  userComment: z.string(),
  adminComment: z.string(),
  grade: z.number().int().nullable(),
  reviewedById: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type PlanFeedback = z.infer<typeof zPlanFeedback>;

export const zDevelopmentPlan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(planStatuses),
  goals: z.array(zPlanGoal),
  feedback: zPlanFeedback,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DevelopmentPlan = z.infer<typeof zDevelopmentPlan>;

/** A plan's progress: the mean of its goals' progress, 0 without goals (0..1). */
export function planProgress(goals: readonly Pick<PlanGoal, 'progress'>[]): number {
  if (goals.length === 0) return 0;
  return goals.reduce((total, goal) => total + goal.progress, 0) / goals.length / 100;
}
