import { zIdParams } from '../ids.ts';
import {
  zInvitation,
  zInvitationAcceptResult,
  zInvitationCreate,
  zInvitationListQuery,
  zInvitationPreview,
  zInvitationTokenParams,
} from '../invitations.ts';
import { zPage } from '../organizations.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Invitations';

/** A principal invites staff by email; the invitee previews the link, signs in and accepts. */
export const invitationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/invitations',
    summary: 'One page of the school’s invitations, with a search and a status filter',
    tag,
    query: zInvitationListQuery,
    result: zPage(zInvitation),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/invitations',
    summary: 'Invite someone by email to join the school',
    tag,
    body: zInvitationCreate,
    result: zInvitation,
    successStatus: 201,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/invitations/:id/resend',
    summary: 'Send an invitation again with a new link and a new week',
    tag,
    params: zIdParams,
    result: zInvitation,
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/invitations/:id/revoke',
    summary: 'Revoke an invitation, so its link no longer works',
    tag,
    params: zIdParams,
    result: zInvitation,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/invitations/:token',
    summary: 'What an invitation link offers, for the invitee before accepting (no session needed)',
    tag,
    anonymous: true,
    params: zInvitationTokenParams,
    result: zInvitationPreview,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/invitations/:token/accept',
    summary: 'Accept an invitation as the signed-in invitee; answers a fresh access token',
    tag,
    params: zInvitationTokenParams,
    result: zInvitationAcceptResult,
  }),
};
