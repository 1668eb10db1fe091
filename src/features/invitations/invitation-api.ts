import { zInvitationAcceptResult, zInvitationPreview } from '../../../contract/invitations.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchInvitationPreview = (token: string) =>
  apiCall('get', `/invitations/${encodeURIComponent(token)}`, zInvitationPreview);

export const acceptInvitation = (token: string) =>
  apiCall('post', `/invitations/${encodeURIComponent(token)}/accept`, zInvitationAcceptResult);
