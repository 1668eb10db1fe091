import { z } from 'zod';

import { zEmail, isStrongPassword } from './account-fields.ts';
import { zMobile } from './mobile-number.ts';
import { roles } from './constants.ts';
import { zId } from './ids.ts';
import { zJobModel } from './job-models.ts';
import { optionalText, zPageQuery, type PageQuery } from './organizations.ts';

const zRole = z.enum(roles, { error: 'users.failed.invalidRole' });

const zNewUserPassword = z
  .string({ error: 'users.failed.passwordRequired' })
  .min(1, { error: 'users.failed.passwordRequired' })
  .max(128, { error: 'validation.error.maxLength' })
  .refine(isStrongPassword, { error: 'validation.error.passwordWeak' });

const zUserOrganizationId = z.preprocess(
  (value: string | null | undefined) => (value === '' ? null : value),
  zId.nullable().optional(),
);

const userFields = {
  fullName: z
    .string({ error: 'users.failed.fullNameRequired' })
    .trim()
    .min(1, { error: 'users.failed.fullNameRequired' })
    .max(100, { error: 'validation.error.maxLength' }),
  email: zEmail,
  password: zNewUserPassword,
  role: zRole,
  mobile: optionalText(zMobile),
  profilePictureUrl: optionalText(
    z
      .url({ protocol: /^https?$/, error: 'validation.error.invalidPictureLink' })
      .max(2000, { error: 'validation.error.maxLength' }),
  ),
  isActive: z.boolean({ error: 'validation.error.mustBeBoolean' }).default(true),
  job: optionalText(z.string().trim().max(100, { error: 'validation.error.maxLength' })),
  /** Whose criteria set scores the member (issue 33, item 7); the teacher's when not sent. */
  jobModel: zJobModel.optional(),
  /** Required for every role but super_admin when a super admin creates the user. */
  organizationId: zUserOrganizationId,
};

/** POST /users. */
export const zUserCreate = z.object(userFields);
export type UserCreate = z.input<typeof zUserCreate>;

/** PATCH /users/:id: only the fields sent change; a password sent sets a new one. */
export const zUserUpdate = z
  .object({
    ...userFields,
    isActive: z.boolean({ error: 'validation.error.mustBeBoolean' }),
  })
  .partial();
export type UserUpdate = z.input<typeof zUserUpdate>;

/** GET /users: `?search=&role=&is_active=&organization_id=&page=&page_size=`. */
export const zUserListQuery = zPageQuery.extend({
  role: z.enum(roles, { error: 'users.failed.invalidRole' }).optional(),
  isActive: z
    .enum(['true', 'false'], { error: 'validation.error.mustBeBoolean' })
    .transform((value) => value === 'true')
    .optional(),
  organizationId: zId.optional(),
});
export type UserListQuery = PageQuery & Omit<z.input<typeof zUserListQuery>, keyof PageQuery>;

/** A user as the management screens see them; never the password. */
export const zManagedUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  mobile: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  isActive: z.boolean(),
  job: z.string().nullable(),
  jobModel: zJobModel,
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof zManagedUser>;
