import { sql } from 'drizzle-orm';

import type { Health } from '../../../../contract/health.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { appVersion } from '../../version.ts';

const databaseAnswerTimeoutMs = 3_000;

function rejectAfter(milliseconds: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(
      () => reject(new Error(`no answer within ${milliseconds} ms`)),
      milliseconds,
    ).unref();
  });
}

/** `GET /api/health`, for load balancers and people: answers only when the database does. */
export const healthRoutes: ApiModule = async (app) => {
  app.get('/health', async (request) => {
    try {
      await Promise.race([app.db.execute(sql`select 1`), rejectAfter(databaseAnswerTimeoutMs)]);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database does not answer');
      throw new ApiError(503, 'common.error.database');
    }
    const health: Health = {
      status: 'ok',
      database: app.databaseDriver,
      databaseResponds: true,
      version: appVersion,
    };
    return success(health);
  });
};
