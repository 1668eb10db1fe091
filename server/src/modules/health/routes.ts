import { healthEndpoints } from '../../../../contract/endpoints/health.ts';
import type { Health } from '../../../../contract/health.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { appVersion } from '../../version.ts';

/**
 * `GET /api/health` is liveness: the process answers, without waiting on anything, so a slow
 * database never gets a healthy instance restarted. `GET /api/health/ready` is readiness: the
 * components answer and the instance is not shutting down, so a load balancer sends it traffic.
 */
export const healthRoutes: ApiModule = async (app) => {
  declaredRoute(app, healthEndpoints.live, {}, async () => {
    const health: Health = { status: 'ok', database: app.databaseDriver, version: appVersion };
    return success(health);
  });

  declaredRoute(app, healthEndpoints.ready, {}, async () => {
    const report = await app.readiness.check();
    if (!report.ready) throw new ApiError(503, 'common.error.unavailable', { result: report });
    return success(report);
  });
};
