import { z } from 'zod';

import { subscriptionStatuses } from './constants.ts';
import { zId } from './ids.ts';

export const planCategories = ['personal', 'organization'] as const;
export type PlanCategory = (typeof planCategories)[number];

/** A plan as anyone may see it (docs/constants.md, "Subscriptions and prices"), in both languages; prices in halalas. */
export const zPlan = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  category: z.enum(planCategories),
  priceHalalas: z.number().int(),
  originalPriceHalalas: z.number().int().nullable(),
  teacherLimit: z.number().int().nullable(),
  period: z.literal('yearly'),
  isComingSoon: z.boolean(),
});
export type Plan = z.infer<typeof zPlan>;

/** What the super admin manages: every plan, retired ones included. */
export const zAdminPlan = zPlan.extend({
  sortOrder: z.number().int(),
  retiredAt: z.string().nullable(),
});
export type AdminPlan = z.infer<typeof zAdminPlan>;

const zText = (max: number) =>
  z
    .string({ error: 'validation.error.required' })
    .trim()
    .min(1, { error: 'validation.error.required' })
    .max(max, { error: 'validation.error.maxLength' });
const zHalalas = z
  .number({ error: 'validation.error.mustBeNumber' })
  .int({ error: 'validation.error.mustBeNumber' })
  .min(100, { error: 'validation.error.mustBeNumber' })
  .max(100_000_000, { error: 'validation.error.mustBeNumber' });
const zTeacherLimit = z
  .number({ error: 'validation.error.mustBeNumber' })
  .int({ error: 'validation.error.mustBeNumber' })
  .min(1, { error: 'validation.error.mustBeNumber' })
  .max(100_000, { error: 'validation.error.mustBeNumber' });

const planFields = {
  nameEn: zText(100),
  nameAr: zText(100),
  descriptionEn: zText(1000),
  descriptionAr: zText(1000),
  priceHalalas: zHalalas,
  originalPriceHalalas: zHalalas.nullable().default(null),
  teacherLimit: zTeacherLimit.nullable().default(null),
  isComingSoon: z.boolean().default(false),
};

/** POST /admin/plans: an organisation plan needs its teacher limit. */
export const zPlanCreate = z
  .object({
    ...planFields,
    category: z.enum(planCategories, { error: 'validation.error.mustBeOneOf' }),
  })
  .refine((plan) => plan.category === 'personal' || plan.teacherLimit !== null, {
    error: 'validation.error.required',
    path: ['teacherLimit'],
  });
export type PlanCreate = z.input<typeof zPlanCreate>;

/** PATCH /admin/plans/:id: the category of a sold plan never changes. */
export const zPlanUpdate = z.object({
  nameEn: planFields.nameEn.optional(),
  nameAr: planFields.nameAr.optional(),
  descriptionEn: planFields.descriptionEn.optional(),
  descriptionAr: planFields.descriptionAr.optional(),
  priceHalalas: zHalalas.optional(),
  originalPriceHalalas: zHalalas.nullable().optional(),
  teacherLimit: zTeacherLimit.nullable().optional(),
  isComingSoon: z.boolean().optional(),
});
export type PlanUpdate = z.input<typeof zPlanUpdate>;

/** GET /subscriptions/current: the period that covers the caller, if any. */
export const zCurrentSubscription = z
  .object({
    id: z.string(),
    scope: z.enum(planCategories),
    status: z.enum(subscriptionStatuses),
    planName: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    teacherLimit: z.number().int().nullable(),
    renewalCancelled: z.boolean(),
  })
  .nullable();
export type CurrentSubscriptionView = z.infer<typeof zCurrentSubscription>;

/** The manual tasks of system settings, each answering what it did. */
export const zCheckExpiredResult = z.object({ expiredCount: z.number().int() });
export const zSendRemindersResult = z.object({ sentCount: z.number().int() });
export const zRetentionItem = z.object({
  subscriptionId: z.string(),
  scope: z.enum(planCategories),
  ownerName: z.string(),
  expiredAt: z.string(),
});
export type RetentionItem = z.infer<typeof zRetentionItem>;
export const zRetentionList = z.array(zRetentionItem);
export const zPurgeResult = z.object({ purgedCount: z.number().int() });

/** POST /admin/tasks/retention/purge: the expired subscriptions whose data goes now. */
export const zPurgeRequest = z.object({ subscriptionIds: z.array(zId).min(1).max(500) });
export type PurgeRequest = z.input<typeof zPurgeRequest>;
