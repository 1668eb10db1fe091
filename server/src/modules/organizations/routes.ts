import { z } from 'zod';

import {
  zOrganizationCreate,
  zOrganizationUpdate,
  zPageQuery,
} from '../../../../contract/organizations.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { ApiError } from '../../http/api-error.ts';
import { success } from '../../http/envelope.ts';
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  readOrganization,
  updateOrganization,
} from './organization-service.ts';
import { teacherUsage } from './teacher-seats.ts';

const zIdParams = z.object({ id: z.uuid({ error: 'validation.error.invalidRequestFormat' }) });

/** Organisations are the super admin's; a principal reads only their school's seat figure. */
export const organizationRoutes: ApiModule = async (app) => {
  const superAdmin = { auth: { roles: ['super_admin'] } } as const;

  app.get(
    '/organizations',
    { config: superAdmin, schema: { querystring: zPageQuery } },
    async (request) => success(await listOrganizations(app, request.query)),
  );

  app.get(
    '/organizations/current/teacher-usage',
    { config: { auth: { roles: ['org_admin'] } } },
    async (request) => {
      const { organizationId } = request.user;
      if (!organizationId) throw new ApiError(403, 'common.error.forbidden');
      return success(await teacherUsage(app.db, organizationId, app.clock.now()));
    },
  );

  app.get(
    '/organizations/:id',
    { config: superAdmin, schema: { params: zIdParams } },
    async (request) => success(await readOrganization(app, request.params.id)),
  );

  app.post(
    '/organizations',
    { config: superAdmin, schema: { body: zOrganizationCreate } },
    async (request, reply) =>
      reply.code(201).send(success(await createOrganization(app, request.body))),
  );

  app.patch(
    '/organizations/:id',
    { config: superAdmin, schema: { params: zIdParams, body: zOrganizationUpdate } },
    async (request) => success(await updateOrganization(app, request.params.id, request.body)),
  );

  app.delete(
    '/organizations/:id',
    { config: superAdmin, schema: { params: zIdParams } },
    async (request) => {
      await deleteOrganization(app, request.params.id);
      return success(null);
    },
  );
};
