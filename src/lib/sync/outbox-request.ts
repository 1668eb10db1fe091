import type { z } from 'zod';

import { pathOf, type EndpointDeclaration } from '../../../contract/endpoints/define-endpoint.ts';
import type { OutboxMethod } from '../db/core-rows.ts';

import type { OutboxRequest } from './enqueue-write.ts';

/** An endpoint the outbox may replay: a JSON body and a method it carries. */
export type OutboxEndpoint = EndpointDeclaration & { method: OutboxMethod; body: z.ZodType };

/** Its parameters and body, without the version: the outbox adds the one the change is based on. */
export type OutboxInput<E extends OutboxEndpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) & { body: Omit<z.input<E['body']>, 'version'> };

/**
 * The request an offline write queues, built from its endpoint's declaration, so the path,
 * the parameters and the body are checked against what the server will parse when it comes.
 */
export function outboxRequest<E extends OutboxEndpoint>(
  endpoint: E,
  input: OutboxInput<E>,
): OutboxRequest {
  const { params, body } = input as {
    params?: Record<string, string | number>;
    body: Record<string, unknown>;
  };
  return { method: endpoint.method, path: pathOf(endpoint, params), body };
}
