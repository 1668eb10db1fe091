import { syncEndpoints } from '../../../../contract/endpoints/sync.ts';
import { pushLimits } from '../../../../contract/sync-push.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { applyBatch } from './apply-batch.ts';
import { pushAnswerJson } from './push-answer-json.ts';
import { spendPushBudget } from './push-budget.ts';
import type { ReplayableWrite } from '../replayable-writes/access.ts';
import { subscriptionOncePerBatch } from './subscription-once-per-batch.ts';
import { writeRouter } from './write-router.ts';

/**
 * `POST /sync/push` (contract/sync-push.ts): the offline outbox's queued writes in one request,
 * each applied as its own route would apply it. The caller is read once for the batch; roles
 * are checked per mutation, as each write's route checks them.
 */
export function syncPushRoutes(replayableWrites: readonly ReplayableWrite[]): ApiModule {
  return async (app) => {
    const matchWrite = writeRouter(replayableWrites, app.initialConfig);

    declaredRoute(
      app,
      syncEndpoints.push,
      {
        // Each mutation carries its own key; a key for the whole batch would mean nothing.
        config: { auth: true, keysPerWrite: true },
        // A batch may be bigger than a single write.
        bodyLimit: pushLimits.maxBatchBytes,
      },
      async (request, reply) => {
        const { mutations } = request.body;
        const caller = request.user;
        await spendPushBudget(app.db, caller.id, mutations.length);
        const outcomes = await applyBatch(
          {
            app,
            caller,
            log: request.log,
            matchWrite,
            requireSubscription: subscriptionOncePerBatch(caller, app.clock),
          },
          mutations,
        );
        return reply
          .code(200)
          .type('application/json; charset=utf-8')
          .send(pushAnswerJson(outcomes));
      },
    );
  };
}
