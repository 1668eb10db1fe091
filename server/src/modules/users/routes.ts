import { usersEndpoints as endpoints } from '../../../../contract/endpoints/users.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { listUsers, manageableUser } from './user-reads.ts';
import { createUser, updateUser } from './user-writes.ts';

/**
 * User management (contract/endpoints/users.ts declares the calls): the super admin manages
 * everyone, a principal only their own school's staff. Every service call re-checks the
 * caller's organisation, not just the role.
 */
export const userRoutes: ApiModule = async (app) => {
  const managers = { config: { auth: { roles: ['super_admin', 'org_admin'] } } } as const;

  declaredRoute(app, endpoints.list, managers, async (request) =>
    success(await listUsers(app, request.user, request.query)),
  );

  declaredRoute(app, endpoints.read, managers, async (request) =>
    success(await manageableUser(app, request.user, request.params.id)),
  );

  declaredRoute(app, endpoints.create, managers, async (request) =>
    success(await createUser(app, request.user, request.body)),
  );

  declaredRoute(app, endpoints.update, managers, async (request) =>
    success(await updateUser(app, request.user, request.params.id, request.body)),
  );
};
