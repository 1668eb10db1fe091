import { organizationsEndpoints as endpoints } from '../../../../contract/endpoints/organizations.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { ApiError } from '../../http/api-error.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  readOrganization,
  updateOrganization,
} from './organization-service.ts';
import { teacherUsage } from './teacher-seats.ts';

/**
 * Organisations are the super admin's; a principal reads only their school's seat figure
 * (contract/endpoints/organizations.ts declares the calls).
 */
export const organizationRoutes: ApiModule = async (app) => {
  const superAdmin = { config: { auth: { roles: ['super_admin'] } } } as const;

  declaredRoute(app, endpoints.list, superAdmin, async (request) =>
    success(await listOrganizations(app, request.query)),
  );

  declaredRoute(
    app,
    endpoints.teacherUsage,
    { config: { auth: { roles: ['org_admin'] } } },
    async (request) => {
      const { organizationId } = request.user;
      if (!organizationId) throw new ApiError(403, 'common.error.forbidden');
      return success(await teacherUsage(app.db, organizationId, app.clock.now()));
    },
  );

  declaredRoute(app, endpoints.read, superAdmin, async (request) =>
    success(await readOrganization(app, request.params.id)),
  );

  declaredRoute(app, endpoints.create, superAdmin, async (request) =>
    success(await createOrganization(app, request.body)),
  );

  declaredRoute(app, endpoints.update, superAdmin, async (request) =>
    success(await updateOrganization(app, request.params.id, request.body)),
  );

  declaredRoute(app, endpoints.remove, superAdmin, async (request) => {
    await deleteOrganization(app, request.params.id);
    return success(null);
  });
};
