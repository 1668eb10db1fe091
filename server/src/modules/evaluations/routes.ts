import { staffRoles } from '../../../../contract/constants.ts';
import { evaluationEndpoints as forms } from '../../../../contract/endpoints/evaluations.ts';
import { evaluationResultsExportLimits } from '../../../../contract/evaluation-results-export.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { perUserRateLimit } from '../../plugins/rate-limit/per-user-rate-limit.ts';
import { registerReplayableWrite } from '../replayable-writes/register-replayable-write.ts';
import { listEvaluationsOf, readEvaluation } from './evaluation-reads.ts';
import { replayableEvaluationWrites } from './replayable-evaluation-writes.ts';
import { sendEvaluationResults } from './send-evaluation-results.ts';

/**
 * The evaluation form's two sides (contract/endpoints/evaluations.ts declares the calls) and
 * the school's results as a spreadsheet, for its principal. The writes are registered from
 * replayable-evaluation-writes.ts, where the batched push finds them.
 */
export const evaluationRoutes: ApiModule = async (app) => {
  const staff = { config: { auth: { roles: staffRoles } } } as const;

  declaredRoute(app, forms.listMine, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.user.id)),
  );

  declaredRoute(app, forms.listOfUser, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.params.id)),
  );

  const resultsExport = {
    config: {
      auth: { roles: ['org_admin', 'super_admin'] },
      rateLimit: perUserRateLimit(
        'evaluation-results',
        evaluationResultsExportLimits.perUserPerHour,
        '1 hour',
      ),
    },
  } as const;
  declaredRoute(app, forms.exportResults, resultsExport, async (request, reply) =>
    sendEvaluationResults(app, reply, request.user, request.query),
  );

  declaredRoute(app, forms.read, staff, async (request) =>
    success(await readEvaluation(app, request.user, request.params.id)),
  );

  for (const write of replayableEvaluationWrites) registerReplayableWrite(app, write);
};
