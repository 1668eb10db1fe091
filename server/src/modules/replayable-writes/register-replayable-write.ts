import type { ApiModule } from '../../http/api-module.ts';
import { declaredResponseSchema } from '../../http/declared-answer.ts';
import { success } from '../../http/envelope.ts';
import { requireActiveSubscription } from '../subscriptions/access.ts';
import type { ReplayableWrite } from './replayable-write.ts';

type ApiInstance = Parameters<ApiModule>[0];

/** Registers a declared write as its own route, e.g. `PUT /api/achievements/:id`. */
export function registerReplayableWrite(app: ApiInstance, write: ReplayableWrite): void {
  app.route({
    method: write.endpoint.method,
    url: write.endpoint.path,
    config: { auth: { roles: write.roles } },
    schema: {
      ...(write.endpoint.params && { params: write.endpoint.params }),
      body: write.endpoint.body,
      response: declaredResponseSchema(write.endpoint),
    },
    handler: async (request, reply) => {
      if (write.requiresSubscription) {
        await requireActiveSubscription(app.db, request.user, app.clock.now());
      }
      const result = await write.apply(app, request.user, {
        params: request.params,
        body: request.body,
      });
      return reply.code(write.endpoint.successStatus ?? 200).send(success(result));
    },
  });
}
