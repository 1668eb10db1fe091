import { invitationsEndpoints } from '../../../contract/endpoints/invitations.ts';
import { organizationsEndpoints } from '../../../contract/endpoints/organizations.ts';
import { usersEndpoints } from '../../../contract/endpoints/users.ts';
import type { InvitationCreate, InvitationListQuery } from '../../../contract/invitations.ts';
import type { UserCreate, UserListQuery, UserUpdate } from '../../../contract/users.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

/** An empty search is left out of the query rather than sent as `search=`. */
export const fetchUsers = (query: UserListQuery, signal?: AbortSignal) =>
  callEndpoint(
    usersEndpoints.list,
    { query: { ...query, search: query.search || undefined } },
    { signal },
  );

export const createUser = (input: UserCreate, idempotencyKey: string) =>
  callEndpoint(
    usersEndpoints.create,
    { body: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const updateUser = (id: string, input: UserUpdate) =>
  callEndpoint(usersEndpoints.update, { params: { id }, body: input });

/** Organisations to choose from when the super admin places a user. */
export const searchOrganizations = (search: string, signal?: AbortSignal) =>
  callEndpoint(
    organizationsEndpoints.list,
    { query: { search: search || undefined, pageSize: 50 } },
    { signal },
  );

export const fetchTeacherUsage = (signal?: AbortSignal) =>
  callEndpoint(organizationsEndpoints.teacherUsage, {}, { signal });

export const fetchInvitations = (query: InvitationListQuery, signal?: AbortSignal) =>
  callEndpoint(
    invitationsEndpoints.list,
    { query: { ...query, search: query.search || undefined } },
    { signal },
  );

export const sendInvitation = (input: InvitationCreate, idempotencyKey: string) =>
  callEndpoint(
    invitationsEndpoints.create,
    { body: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const resendInvitation = (id: string) =>
  callEndpoint(invitationsEndpoints.resend, { params: { id } });

export const revokeInvitation = (id: string) =>
  callEndpoint(invitationsEndpoints.revoke, { params: { id } });
