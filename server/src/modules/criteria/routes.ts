import { z } from 'zod';

import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { currentCriteriaOf, defaultJob } from './criteria-service.ts';

const zCriteriaQuery = z.object({
  job: z.string().trim().min(1).max(50).default(defaultJob),
});

/** The job-performance criteria evidence is tagged with, for any signed-in user. */
export const criteriaRoutes: ApiModule = async (app) => {
  app.get(
    '/criteria',
    {
      // The criteria staff tag evidence and goals with; a customer account has no use for them.
      config: { auth: { roles: ['agent', 'org_admin', 'super_admin'] } },
      schema: { querystring: zCriteriaQuery },
    },
    async (request) => success(await currentCriteriaOf(app.db, request.query.job)),
  );
};
