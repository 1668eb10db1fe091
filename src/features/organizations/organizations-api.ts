import { z } from 'zod';

import {
  zOrganization,
  zPage,
  type OrganizationCreate,
  type OrganizationUpdate,
  type PageQuery,
} from '../../../contract/organizations.ts';
import { apiCall } from '../../lib/api/api-client.ts';
import { searchParamsOf } from '../../lib/api/search-params-of.ts';

export const fetchOrganizations = (query: PageQuery) =>
  apiCall('get', '/organizations', zPage(zOrganization), { searchParams: searchParamsOf(query) });

export const createOrganization = (input: OrganizationCreate, idempotencyKey: string) =>
  apiCall('post', '/organizations', zOrganization, {
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const updateOrganization = (id: string, input: OrganizationUpdate) =>
  apiCall('patch', `/organizations/${id}`, zOrganization, { json: input });

export const deleteOrganization = (id: string) =>
  apiCall('delete', `/organizations/${id}`, z.null());
