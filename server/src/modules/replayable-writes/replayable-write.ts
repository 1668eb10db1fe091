import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Role } from '../../../../contract/constants.ts';
import type {
  EndpointDeclaration,
  EndpointServerResult,
} from '../../../../contract/endpoints/define-endpoint.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

/**
 * What a write may use of the app. Its `db` is the app's database on the write's own route,
 * and the mutation's transaction when the write comes through the batched push.
 */
export type WriteContext = Pick<FastifyInstance, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;

/** The methods of replayable writes, all of them also push methods (contract/sync-push.ts). */
export const replayableMethods = ['POST', 'PUT', 'DELETE'] as const;

/** An endpoint the outbox may replay: a JSON body, a method the batched push carries. */
export type ReplayableEndpoint = EndpointDeclaration & {
  method: (typeof replayableMethods)[number];
  body: z.ZodType;
  result: z.ZodType;
};

// Not distributive: the list of every write (`ReplayableWrite[]`) takes `unknown` input.
type Parsed<S> = [S] extends [z.ZodType]
  ? z.output<S>
  : [S] extends [undefined]
    ? Record<string, never>
    : unknown;

/** The request parts a write runs on, as its schemas parsed them. */
export interface WriteInput<Params, Body> {
  params: Params;
  body: Body;
}

/**
 * A write the offline outbox replays, declared once in `contract/endpoints/`: its own route is
 * registered from it (`registerReplayableWrite`) and the batched push dispatches to it
 * (`POST /sync/push`), so the two cannot disagree on path, schemas, roles, status or
 * subscription.
 */
export interface ReplayableWrite<E extends ReplayableEndpoint = ReplayableEndpoint> {
  endpoint: E;
  roles: readonly Role[];
  /** Refuse it with 402 unless the caller has an active or trial subscription. */
  requiresSubscription?: true;
  // Method syntax on purpose: it lets writes of different inputs share one list
  // (`ReplayableWrite[]`); each is only ever called with what its own schemas parsed.
  apply(
    context: WriteContext,
    caller: AuthenticatedUser,
    input: WriteInput<Parsed<E['params']>, Parsed<E['body']>>,
  ): Promise<EndpointServerResult<E>>;
  /**
   * Applies several of these writes at once, for the batched push (in its transaction, after
   * the subscription check): answers each input's result as `apply` would, or undefined for an
   * input it leaves to `apply` (one that may be refused, or needs work the set does not do),
   * having written nothing for that one. Optional: without it each input goes to `apply`.
   */
  applyMany?(
    context: WriteContext,
    caller: AuthenticatedUser,
    inputs: readonly WriteInput<Parsed<E['params']>, Parsed<E['body']>>[],
  ): Promise<(EndpointServerResult<E> | undefined)[]>;
}

/** Declares a write, with its input and result types taken from its endpoint. */
export function replayableWrite<E extends ReplayableEndpoint>(
  write: ReplayableWrite<E>,
): ReplayableWrite<E> {
  return write;
}
