import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { PushMutation } from '../../../contract/sync-push.ts';
import { bearer } from './bearer.ts';
import type { TestUser } from './make-user.ts';

/** A pushed mutation as the outbox sends it (snake_case), with a fresh id and idempotency key. */
export interface WireMutation {
  id: string;
  record_key: string;
  idempotency_key: string;
  method: PushMutation['method'];
  path: string;
  body?: Record<string, unknown>;
}

export function makeMutation(
  recordKey: string,
  method: PushMutation['method'],
  path: string,
  body?: Record<string, unknown>,
): WireMutation {
  return {
    id: randomUUID(),
    record_key: recordKey,
    idempotency_key: randomUUID(),
    method,
    path,
    ...(body && { body }),
  };
}

/** `POST /api/sync/push` with the mutations, as `user` (or without a token when null). */
export async function pushMutations(
  app: FastifyInstance,
  user: TestUser | null,
  mutations: readonly WireMutation[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: user ? await bearer(app, user) : {},
    payload: { mutations },
  });
}
