import { z } from 'zod';

import { zEmail } from './account-fields.ts';
import { subscriptionStatuses } from './constants.ts';

/** `?page=&page_size=&search=` of the management lists. */
export const zPageQuery = z.object({
  page: z.coerce
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(100_000, { error: 'validation.error.maxValue' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(100, { error: 'validation.error.maxValue' })
    .default(20),
  search: z.string().trim().max(100, { error: 'validation.error.maxLength' }).optional(),
});
/** The query as a client sends it (the server coerces the text of the URL). */
export type PageQuery = Omit<z.input<typeof zPageQuery>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

/** One page of a list and how many rows match in all. */
export function zPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** Empty text means "none" for the optional fields, so a form can clear them. */
export function optionalText<Schema extends z.ZodType>(schema: Schema) {
  return z
    .preprocess(
      (value: string | null | undefined) =>
        typeof value === 'string' && value.trim() === '' ? null : value,
      schema.nullable(),
    )
    .optional();
}

const organizationFields = {
  name: z
    .string({ error: 'organizations.failed.nameRequired' })
    .trim()
    .min(1, { error: 'organizations.failed.nameRequired' })
    .max(150, { error: 'validation.error.maxLength' }),
  subdomain: optionalText(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(63, { error: 'validation.error.maxLength' })
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
        error: 'organizations.failed.invalidSubdomain',
      }),
  ),
  logoUrl: optionalText(
    z
      .url({ protocol: /^https?$/, error: 'validation.error.invalidPictureLink' })
      .max(2000, { error: 'validation.error.maxLength' }),
  ),
  contactEmail: optionalText(zEmail),
  subscriptionStatus: optionalText(
    z.enum(subscriptionStatuses, { error: 'organizations.failed.invalidSubscriptionStatus' }),
  ),
};

/** POST /organizations (super admin). */
export const zOrganizationCreate = z.object(organizationFields);
export type OrganizationCreate = z.input<typeof zOrganizationCreate>;

/** PATCH /organizations/:id: only the fields sent change. */
export const zOrganizationUpdate = z.object(organizationFields).partial();
export type OrganizationUpdate = z.input<typeof zOrganizationUpdate>;

export const zOrganization = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof zOrganization>;

/** GET /organizations/current/teacher-usage: the principal's seats. */
export const zTeacherUsage = z.object({
  /** Active staff of the school holding a seat: everyone but the one who paid for the plan. */
  activeTeachers: z.number().int(),
  /** Open staff invitations, which hold a seat until accepted, revoked or expired. */
  pendingInvitations: z.number().int(),
  /** Seats of the current subscription; null without an active or trial one. */
  teacherLimit: z.number().int().nullable(),
});
export type TeacherUsage = z.infer<typeof zTeacherUsage>;
