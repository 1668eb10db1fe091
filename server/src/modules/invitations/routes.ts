import { invitationsEndpoints as endpoints } from '../../../../contract/endpoints/invitations.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { acceptInvitation, previewInvitation } from './invitation-acceptance.ts';
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitation-service.ts';

/**
 * A principal invites staff by email; the invitee previews the link, signs in and accepts
 * (contract/endpoints/invitations.ts declares the calls).
 */
export const invitationRoutes: ApiModule = async (app) => {
  const principal = { config: { auth: { roles: ['org_admin'] } } } as const;

  declaredRoute(app, endpoints.list, principal, async (request) =>
    success(await listInvitations(app, request.user, request.query)),
  );

  declaredRoute(app, endpoints.create, principal, async (request) =>
    success(await createInvitation(app, request.user, request.body)),
  );

  declaredRoute(app, endpoints.resend, principal, async (request) =>
    success(await resendInvitation(app, request.user, request.params.id)),
  );

  declaredRoute(app, endpoints.revoke, principal, async (request) =>
    success(await revokeInvitation(app, request.user, request.params.id)),
  );

  // Public: the token is the credential, and a session sent along is not looked at.
  declaredRoute(app, endpoints.preview, {}, async (request) =>
    success(await previewInvitation(app, request.params.token)),
  );

  declaredRoute(app, endpoints.accept, { config: { auth: true } }, async (request) =>
    success(await acceptInvitation(app, request.user, request.params.token)),
  );
};
