import { z } from 'zod';

import { zIdParams } from '../ids.ts';
import {
  zOrganization,
  zOrganizationCreate,
  zOrganizationUpdate,
  zPage,
  zPageQuery,
  zTeacherUsage,
} from '../organizations.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Organizations';

/** Organisations are the super admin's; a principal reads only their school's seat figure. */
export const organizationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organizations',
    summary: 'One page of organisations, with a search',
    tag,
    query: zPageQuery,
    result: zPage(zOrganization),
  }),
  teacherUsage: defineEndpoint({
    method: 'GET',
    path: '/organizations/current/teacher-usage',
    summary: 'The principal’s school seats: staff, open invitations and the plan’s limit',
    tag,
    result: zTeacherUsage,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/organizations/:id',
    summary: 'One organisation',
    tag,
    params: zIdParams,
    result: zOrganization,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organizations',
    summary: 'Add an organisation',
    tag,
    body: zOrganizationCreate,
    result: zOrganization,
    successStatus: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/organizations/:id',
    summary: 'Change the fields sent of an organisation',
    tag,
    params: zIdParams,
    body: zOrganizationUpdate,
    result: zOrganization,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organizations/:id',
    summary: 'Delete an organisation that has no members (409 otherwise)',
    tag,
    params: zIdParams,
    result: z.null(),
  }),
};
