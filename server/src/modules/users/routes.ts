import { z } from 'zod';

import { zUserCreate, zUserListQuery, zUserUpdate } from '../../../../contract/users.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { listUsers, manageableUser } from './user-reads.ts';
import { createUser, updateUser } from './user-writes.ts';

const zIdParams = z.object({ id: z.uuid({ error: 'validation.error.invalidRequestFormat' }) });

/**
 * User management: the super admin manages everyone, a principal only their own school's
 * staff. Every service call re-checks the caller's organisation, not just the role.
 */
export const userRoutes: ApiModule = async (app) => {
  const managers = { auth: { roles: ['super_admin', 'org_admin'] } } as const;

  app.get(
    '/users',
    { config: managers, schema: { querystring: zUserListQuery } },
    async (request) => success(await listUsers(app, request.user, request.query)),
  );

  app.get('/users/:id', { config: managers, schema: { params: zIdParams } }, async (request) =>
    success(await manageableUser(app, request.user, request.params.id)),
  );

  app.post('/users', { config: managers, schema: { body: zUserCreate } }, async (request, reply) =>
    reply.code(201).send(success(await createUser(app, request.user, request.body))),
  );

  app.patch(
    '/users/:id',
    { config: managers, schema: { params: zIdParams, body: zUserUpdate } },
    async (request) =>
      success(await updateUser(app, request.user, request.params.id, request.body)),
  );
};
