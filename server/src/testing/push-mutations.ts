import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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

/** One write's outcome in the push's answer, as the wire carries it. */
export interface WireOutcome {
  id: string;
  status: number;
  skipped?: boolean;
  replayed?: boolean;
  result?: { id: string; version: number; [field: string]: unknown };
  error?: string;
  errors?: { field: string; key: string; params?: Record<string, unknown> }[];
  params?: Record<string, unknown>;
  retry_after_seconds?: number;
}

/** Pushes the mutations and answers their outcomes, after checking there is one a mutation, in order. */
export async function pushedOutcomes(
  app: FastifyInstance,
  user: TestUser,
  mutations: readonly WireMutation[],
): Promise<WireOutcome[]> {
  const response = await pushMutations(app, user, mutations);
  expect(response.statusCode, response.body).toBe(200);
  const outcomes = response.json().result.outcomes as WireOutcome[];
  expect(outcomes.map((outcome) => outcome.id)).toEqual(mutations.map((mutation) => mutation.id));
  return outcomes;
}
