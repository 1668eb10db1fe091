import { organizationsEndpoints } from '../../../contract/endpoints/organizations.ts';
import type {
  OrganizationCreate,
  OrganizationUpdate,
  PageQuery,
} from '../../../contract/organizations.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

/** An empty search is left out of the query rather than sent as `search=`. */
export const fetchOrganizations = (query: PageQuery, signal?: AbortSignal) =>
  callEndpoint(
    organizationsEndpoints.list,
    { query: { ...query, search: query.search || undefined } },
    { signal },
  );

export const createOrganization = (input: OrganizationCreate, idempotencyKey: string) =>
  callEndpoint(
    organizationsEndpoints.create,
    { body: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export const updateOrganization = (id: string, input: OrganizationUpdate) =>
  callEndpoint(organizationsEndpoints.update, { params: { id }, body: input });

export const deleteOrganization = (id: string) =>
  callEndpoint(organizationsEndpoints.remove, { params: { id } });
