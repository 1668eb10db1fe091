import { invitationsEndpoints } from '../../../contract/endpoints/invitations.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchInvitationPreview = (token: string) =>
  callEndpoint(invitationsEndpoints.preview, { params: { token } });

export const acceptInvitation = (token: string) =>
  callEndpoint(invitationsEndpoints.accept, { params: { token } });
