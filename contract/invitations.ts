import { z } from 'zod';

import { zEmail } from './account-fields.ts';
import { invitationRoles, type InvitationRole } from './constants.ts';
import { optionalText, zPageQuery, type PageQuery } from './organizations.ts';

/** An invitation link works for a week, once. */
export const invitationValidityDays = 7;

/** Who an invitation makes the invitee: a teacher, or a second principal of the school. */
export { invitationRoles, type InvitationRole };

export const invitationStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** POST /invitations (principal). */
export const zInvitationCreate = z.object({
  email: zEmail,
  role: z.enum(invitationRoles, { error: 'users.failed.invalidRole' }).default('agent'),
  job: optionalText(z.string().trim().max(100, { error: 'validation.error.maxLength' })),
});
export type InvitationCreate = z.input<typeof zInvitationCreate>;

/** GET /invitations: `?status=&search=&page=&page_size=`. */
export const zInvitationListQuery = zPageQuery.extend({
  status: z.enum(invitationStatuses, { error: 'validation.error.mustBeOneOf' }).optional(),
});
export type InvitationListQuery = PageQuery &
  Omit<z.input<typeof zInvitationListQuery>, keyof PageQuery>;

/** The emailed token of `/invitations/:token`: anything else is a link that does not work. */
export const zInvitationTokenParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: 'invitations.failed.invalidOrExpired' }),
});

export const zInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(invitationRoles),
  job: z.string().nullable(),
  status: z.enum(invitationStatuses),
  invitedByName: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof zInvitation>;

/** GET /invitations/:token: what the invitee sees before accepting. */
export const zInvitationPreview = z.object({
  email: z.string(),
  role: z.enum(invitationRoles),
  job: z.string().nullable(),
  organizationName: z.string(),
  organizationLogoUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof zInvitationPreview>;

/** POST /invitations/:token/accept: a fresh token, since the old one names no organisation. */
export const zInvitationAcceptResult = z.object({
  accessToken: z.string().min(1),
  organizationId: z.string(),
});
export type InvitationAcceptResult = z.infer<typeof zInvitationAcceptResult>;
