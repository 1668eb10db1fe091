import { evaluationEndpoints as forms } from '../../../../contract/endpoints/evaluations.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { registerReplayableWrite } from '../sync-push/register-replayable-write.ts';
import { listEvaluationsOf, readEvaluation } from './evaluation-reads.ts';
import { evaluationRoles, replayableEvaluationWrites } from './replayable-evaluation-writes.ts';

/**
 * The evaluation form's two sides (contract/endpoints/evaluations.ts declares the calls). The
 * writes are registered from replayable-evaluation-writes.ts, where the batched push finds them.
 */
export const evaluationRoutes: ApiModule = async (app) => {
  const staff = { config: { auth: { roles: evaluationRoles } } } as const;

  declaredRoute(app, forms.listMine, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.user.id)),
  );

  declaredRoute(app, forms.listOfUser, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.params.id)),
  );

  declaredRoute(app, forms.read, staff, async (request) =>
    success(await readEvaluation(app, request.user, request.params.id)),
  );

  for (const write of replayableEvaluationWrites) registerReplayableWrite(app, write);
};
