import { createHmac } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import {
  idempotencyKeyMaxLength,
  idempotentReplayedHeader,
} from '../../../../contract/idempotency.ts';
import { ApiError } from '../../http/api-error.ts';
import { authenticatedUserOf } from '../auth/auth.ts';
import {
  idempotencyKeys,
  isReplayable,
  retryWhileRunningSeconds,
  type IdempotencyKeys,
  type KeyHolder,
} from './idempotency-keys.ts';
import type { StoredResponse } from '../../db/tables/idempotency-records.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route keeps Idempotency-Key itself, per write it applies: the header is ignored. */
    keysPerWrite?: true;
  }
  interface FastifyInstance {
    /** Claim, replay and store of Idempotency-Key, for writes that do not come as a route. */
    idempotencyKeys: IdempotencyKeys;
  }
}

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const stillRunning = () =>
  new ApiError(409, 'common.error.conflict', {
    headers: { 'retry-after': String(retryWhileRunningSeconds) },
  });

const claims = new WeakMap<FastifyRequest, KeyHolder>();

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (
    typeof header !== 'string' ||
    header.length === 0 ||
    header.length > idempotencyKeyMaxLength
  ) {
    throw new ApiError(400, 'validation.error.invalidRequestFormat');
  }
  return header;
}

/**
 * Idempotency-Key for authenticated mutating requests (docs/api.md, "Idempotency keys"). The first request claims
 * the key with an insert that only one concurrent request can win; the others replay the
 * stored answer with `Idempotent-Replayed: true`, or get 409 with Retry-After while the first
 * is still running (as the IETF Idempotency-Key draft has it).
 * The same key with another method, path or body is refused with 422. Needs the auth plugin.
 */
export const idempotency = fastifyPlugin(
  async (app) => {
    const keys = idempotencyKeys(
      createHmac('sha256', app.config.jwtSecret).update('idempotency request hash').digest('hex'),
    );
    app.decorate('idempotencyKeys', keys);

    function replay(reply: FastifyReply, statusCode: number, response: StoredResponse) {
      reply.code(statusCode).header(idempotentReplayedHeader, 'true');
      if (response.contentType) reply.header('content-type', response.contentType);
      return reply.send(response.body);
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!mutatingMethods.has(request.method) || request.routeOptions.config?.keysPerWrite) return;
      const user = authenticatedUserOf(request);
      if (!user) return;
      const key = idempotencyKeyOf(request);
      if (key === undefined) return;

      const claimant = {
        userId: user.id,
        key,
        method: request.method,
        path: pathOf(request.url),
        body: request.body,
      };
      const claim = await keys.claim(app.db, claimant);
      switch (claim.state) {
        case 'claimed':
          claims.set(request, claimant);
          return;
        case 'answered':
          return replay(reply, claim.statusCode, claim.response);
        case 'reused':
          throw new ApiError(422, 'common.error.idempotencyKeyReused');
        case 'running':
          throw stillRunning();
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimant = claims.get(request);
      if (!claimant) return payload;
      claims.delete(request);
      // Serialized answers are strings; files and streams are not kept for replay.
      const body = typeof payload === 'string' ? payload : undefined;
      if (body === undefined || !isReplayable(reply.statusCode)) {
        await keys.release(app.db, claimant);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await keys.store(app.db, claimant, reply.statusCode, {
        contentType: typeof contentType === 'string' ? contentType : null,
        body,
      });
      return payload;
    });

    // A request that ends without an answer (the client went away) must not hold its key.
    app.addHook('onResponse', async (request) => {
      const claimant = claims.get(request);
      if (!claimant) return;
      claims.delete(request);
      await keys.release(app.db, claimant);
    });
  },
  { name: 'idempotency', dependencies: ['database', 'auth'] },
);
