import { zIdParams } from '../ids.ts';
import { zPage } from '../organizations.ts';
import { zManagedUser, zUserCreate, zUserListQuery, zUserUpdate } from '../users.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Users';

/**
 * User management: the super admin manages everyone, a principal only their own school's
 * staff (docs/roles-and-permissions.md).
 */
export const usersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    summary: 'One page of the users the caller manages, with a search and filters',
    tag,
    query: zUserListQuery,
    result: zPage(zManagedUser),
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    summary: 'One user the caller manages',
    tag,
    params: zIdParams,
    result: zManagedUser,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/users',
    summary: 'Add a user with a password',
    tag,
    body: zUserCreate,
    result: zManagedUser,
    successStatus: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/users/:id',
    summary: 'Change the fields sent of a user the caller manages',
    tag,
    params: zIdParams,
    body: zUserUpdate,
    result: zManagedUser,
  }),
};
