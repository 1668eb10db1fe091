import { staffRoles } from '../../../../contract/constants.ts';
import type { Dashboard } from '../../../../contract/dashboard.ts';
import { dashboardEndpoints } from '../../../../contract/endpoints/dashboard.ts';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { ApiError } from '../../http/api-error.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { agentDashboard } from './agent-dashboard.ts';
import { orgAdminDashboard } from './org-admin-dashboard.ts';
import { superAdminDashboard } from './super-admin-dashboard.ts';

/** Each role's service reads only what that role may see: an agent their own, a principal their school's. */
function dashboardFor(db: Database, viewer: AuthenticatedUser, now: Date): Promise<Dashboard> {
  switch (viewer.role) {
    case 'super_admin':
      return superAdminDashboard(db, now);
    case 'org_admin':
      return orgAdminDashboard(db, viewer, now);
    case 'agent':
      return agentDashboard(db, viewer, now);
    case 'customer':
      throw new ApiError(403, 'common.error.forbidden');
  }
}

/** GET /dashboard: the figures of the caller's role (staff roles only; docs/roles-and-permissions.md, "What each role may do on the server"). */
export const dashboardRoutes: ApiModule = async (app) => {
  declaredRoute(
    app,
    dashboardEndpoints.read,
    { config: { auth: { roles: staffRoles } } },
    async (request) => success(await dashboardFor(app.db, request.user, app.clock.now())),
  );
};
