import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { Success } from '../../../contract/envelope.ts';
import {
  isMultipartBody,
  type EndpointDeclaration,
  type EndpointServerResult,
} from '../../../contract/endpoints/define-endpoint.ts';
import type { ApiModule } from './api-module.ts';
import { declaredResponseSchema } from './declared-answer.ts';

type ApiInstance = Parameters<ApiModule>[0];

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a declared route's handler sees: its params, query and body as parsed. */
export type DeclaredRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
}>;

/**
 * What the handler answers: the envelope of the declared result, or the reply itself when
 * it sent something else (a file's bytes, a 304, a redirect).
 */
export type DeclaredAnswer<E extends EndpointDeclaration> =
  Success<EndpointServerResult<E>> | FastifyReply;

export interface DeclaredRouteOptions {
  /** Who may call it (`auth`), its own rate limit and the like. */
  config?: FastifyContextConfig;
  /** Bytes its body may have, when not the server's default (a batch of writes). */
  bodyLimit?: number;
}

/**
 * Registers the route of an endpoint declared in `contract/endpoints/` (docs/api.md,
 * "Endpoints"): its method, path and schemas come from the declaration, so the app and the
 * server cannot disagree on them, and the handler must answer the declared result. A success
 * goes out with the declared status (201 for a creation), held to the declared result by the
 * route's serializer: undeclared fields are dropped, a mismatch is a 500 (`declared-answer.ts`).
 */
export function declaredRoute<E extends EndpointDeclaration>(
  app: ApiInstance,
  endpoint: E,
  options: DeclaredRouteOptions,
  handler: (request: DeclaredRequest<E>, reply: FastifyReply) => Promise<DeclaredAnswer<E>>,
): void {
  if (endpoint.anonymous && options.config?.auth) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is declared anonymous but needs a session`,
    );
  }
  const body = isMultipartBody(endpoint.body) ? undefined : endpoint.body;
  const response = declaredResponseSchema(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.config && { config: options.config }),
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(body && { body }),
      ...(response && { response }),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as DeclaredRequest<E>, reply);
      // A handler that sent its own answer returned the reply, which is thenable: awaiting it
      // gave `undefined` once the answer had gone out (Fastify, "Reply", `.then()`).
      if (reply.sent || !('success' in answer)) return reply;
      return reply.code(endpoint.successStatus ?? 200).send(answer);
    },
  });
}
