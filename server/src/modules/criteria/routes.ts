import { staffRoles } from '../../../../contract/constants.ts';
import { criteriaEndpoints } from '../../../../contract/endpoints/criteria.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { currentCriteriaOf } from './criteria-service.ts';
import { listCriteriaSets, saveCriteriaSet } from './criteria-sets.ts';

/** The job-performance criteria evidence is tagged with, for any signed-in user. */
export const criteriaRoutes: ApiModule = async (app) => {
  declaredRoute(
    app,
    criteriaEndpoints.list,
    // The criteria staff tag evidence and goals with; a customer account has no use for them.
    { config: { auth: { roles: staffRoles } } },
    async (request) => success(await currentCriteriaOf(app.db, request.query.job)),
  );

  // The job models' sets: the super admin's (issue 33, item 7).
  const superAdmin = { config: { auth: { roles: ['super_admin'] } } } as const;
  declaredRoute(app, criteriaEndpoints.listSets, superAdmin, async () =>
    success(await listCriteriaSets(app)),
  );
  declaredRoute(app, criteriaEndpoints.saveSet, superAdmin, async (request) =>
    success(
      await saveCriteriaSet(app, request.params.jobModel, request.body),
      'criteria.success.setSaved',
    ),
  );
};
