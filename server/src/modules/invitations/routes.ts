import { z } from 'zod';

import { zInvitationCreate, zInvitationListQuery } from '../../../../contract/invitations.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { acceptInvitation, previewInvitation } from './invitation-acceptance.ts';
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitation-service.ts';

const zIdParams = z.object({ id: z.uuid({ error: 'validation.error.invalidRequestFormat' }) });
const zTokenParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: 'invitations.failed.invalidOrExpired' }),
});

/** A principal invites staff by email; the invitee previews the link, signs in and accepts. */
export const invitationRoutes: ApiModule = async (app) => {
  const principal = { auth: { roles: ['org_admin'] } } as const;

  app.get(
    '/invitations',
    { config: principal, schema: { querystring: zInvitationListQuery } },
    async (request) => success(await listInvitations(app, request.user, request.query)),
  );

  app.post(
    '/invitations',
    { config: principal, schema: { body: zInvitationCreate } },
    async (request, reply) =>
      reply.code(201).send(success(await createInvitation(app, request.user, request.body))),
  );

  app.post(
    '/invitations/:id/resend',
    { config: principal, schema: { params: zIdParams } },
    async (request) => success(await resendInvitation(app, request.user, request.params.id)),
  );

  app.post(
    '/invitations/:id/revoke',
    { config: principal, schema: { params: zIdParams } },
    async (request) => success(await revokeInvitation(app, request.user, request.params.id)),
  );

  app.get('/invitations/:token', { schema: { params: zTokenParams } }, async (request) =>
    success(await previewInvitation(app, request.params.token)),
  );

  app.post(
    '/invitations/:token/accept',
    { config: { auth: true }, schema: { params: zTokenParams } },
    async (request) => success(await acceptInvitation(app, request.user, request.params.token)),
  );
};
