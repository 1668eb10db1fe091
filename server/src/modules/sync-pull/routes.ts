import { syncEndpoints } from '../../../../contract/endpoints/sync.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { pullPage } from './pull-page.ts';

/** The incremental pull of the offline app (contract/sync-pull.ts), for any signed-in user. */
export const syncPullRoutes: ApiModule = async (app) => {
  declaredRoute(app, syncEndpoints.pull, { config: { auth: true } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return success(await pullPage(app, request.user, request.query));
  });
};
