import { invitationsEndpoints } from '../../../contract/endpoints/invitations.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchInvitationPreview = (token: string, signal?: AbortSignal) =>
  callEndpoint(invitationsEndpoints.preview, { params: { token } }, { signal });

export const acceptInvitation = (token: string) =>
  callEndpoint(invitationsEndpoints.accept, { params: { token } });
