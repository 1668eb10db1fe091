import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Role } from '../../../../contract/constants.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

/**
 * What a write may use of the app. Its `db` is the app's database on the write's own route,
 * and the mutation's transaction when the write comes through the batched push.
 */
export type WriteContext = Pick<FastifyInstance, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;

/** The methods of replayable writes, all of them also push methods (contract/sync-push.ts). */
export const replayableMethods = ['POST', 'PUT', 'DELETE'] as const;

/** The request parts a write runs on, as its schemas parsed them. */
export interface WriteInput<Params, Body> {
  params: Params;
  body: Body;
}

/**
 * A write the offline outbox replays, declared once: its own route is registered from it
 * (`registerReplayableWrite`) and the batched push dispatches to it (`POST /sync/push`), so the
 * two cannot disagree on path, schemas, roles, status or subscription.
 */
export interface ReplayableWrite<Params = unknown, Body = unknown> {
  method: (typeof replayableMethods)[number];
  /** Below `/api`, in the router's syntax, e.g. `/achievements/:id`. */
  path: string;
  /** Absent when the path has no parameters. */
  params?: z.ZodType<Params>;
  body: z.ZodType<Body>;
  roles: readonly Role[];
  successStatus: 200 | 201;
  /** Refuse it with 402 unless the caller has an active or trial subscription. */
  requiresSubscription?: true;
  // Method syntax on purpose: it lets writes of different inputs share one list
  // (`ReplayableWrite[]`); each is only ever called with what its own schemas parsed.
  apply(
    context: WriteContext,
    caller: AuthenticatedUser,
    input: WriteInput<Params, Body>,
  ): Promise<unknown>;
}

/** Declares a write, with its input types inferred from its schemas. */
export function replayableWrite<Params, Body>(
  write: ReplayableWrite<Params, Body>,
): ReplayableWrite<Params, Body> {
  return write;
}
