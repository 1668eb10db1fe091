import {
  zInvitation,
  type InvitationCreate,
  type InvitationListQuery,
} from '../../../contract/invitations.ts';
import { zOrganization, zPage, zTeacherUsage } from '../../../contract/organizations.ts';
import {
  zManagedUser,
  type UserCreate,
  type UserListQuery,
  type UserUpdate,
} from '../../../contract/users.ts';
import { apiCall } from '../../lib/api/api-client.ts';
import { searchParamsOf } from '../../lib/api/search-params-of.ts';

export const fetchUsers = (query: UserListQuery) =>
  apiCall('get', '/users', zPage(zManagedUser), { searchParams: searchParamsOf(query) });

export const createUser = (input: UserCreate, idempotencyKey: string) =>
  apiCall('post', '/users', zManagedUser, {
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const updateUser = (id: string, input: UserUpdate) =>
  apiCall('patch', `/users/${id}`, zManagedUser, { json: input });

/** Organisations to choose from when the super admin places a user. */
export const searchOrganizations = (search: string) =>
  apiCall('get', '/organizations', zPage(zOrganization), {
    searchParams: searchParamsOf({ search, pageSize: 50 }),
  });

export const fetchTeacherUsage = (signal?: AbortSignal) =>
  apiCall('get', '/organizations/current/teacher-usage', zTeacherUsage, { signal });

export const fetchInvitations = (query: InvitationListQuery) =>
  apiCall('get', '/invitations', zPage(zInvitation), { searchParams: searchParamsOf(query) });

export const sendInvitation = (input: InvitationCreate, idempotencyKey: string) =>
  apiCall('post', '/invitations', zInvitation, {
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const resendInvitation = (id: string) =>
  apiCall('post', `/invitations/${id}/resend`, zInvitation);

export const revokeInvitation = (id: string) =>
  apiCall('post', `/invitations/${id}/revoke`, zInvitation);
