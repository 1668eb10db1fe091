import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import type { PushMutation } from '../../../../contract/sync-push.ts';
import type { Database } from '../../db/database.ts';
import { RequestValidationError } from '../../http/request-validation-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import {
  isReplayable,
  type AnsweredKey,
  type IdempotentRequest,
  type KeyClaim,
} from '../../plugins/idempotency/idempotency-keys.ts';
import { joinedTransaction, type Transaction } from './joined-transaction.ts';
import { parseWriteInput } from './parse-write-input.ts';
import type { WriteContext, WriteInput } from '../replayable-writes/access.ts';
import {
  declaredResultOf,
  failureAnswer,
  forbiddenAnswer,
  keyReusedAnswer,
  notFoundAnswer,
  replayedAnswer,
  stillRunningAnswer,
  storedResponseOf,
  successAnswer,
  type RouteAnswer,
} from './route-answers.ts';
import type { MatchedWrite } from './write-router.ts';

/** What every mutation of one batch shares. */
export interface PushContext {
  app: FastifyInstance;
  caller: AuthenticatedUser;
  log: FastifyBaseLogger;
  matchWrite: (method: string, path: string) => MatchedWrite | undefined;
  /** The route's subscription check (402), asked of the database at most once per batch. */
  requireSubscription: (db: Database) => Promise<void>;
  /**
   * Keys of the batch found answered in one read (`applyTogether`, for the keys its claim did
   * not get): their replays. Without it, each key's claim finds its answer.
   */
  answeredKeys?: ReadonlyMap<string, AnsweredKey>;
}

export function answerOfClaim(claim: Exclude<KeyClaim, { state: 'claimed' }>): RouteAnswer {
  switch (claim.state) {
    case 'answered':
      return replayedAnswer(claim.statusCode, claim.response);
    case 'reused':
      return keyReusedAnswer();
    case 'running':
      return stillRunningAnswer();
  }
}

/** What a write may use, its database being `tx` (its own transactions join `tx`). */
export function writeContextOf(push: PushContext, tx: Transaction): WriteContext {
  return {
    db: joinedTransaction(tx),
    clock: push.app.clock,
    mailer: push.app.mailer,
    config: push.app.config,
    log: push.log,
  };
}

/**
 * Claims the key, runs the write and keeps its answer, all in one transaction: the change and
 * its idempotency record commit together or not at all. A concurrent request holding the same
 * key in its own transaction makes the claim wait for it, then replay its answer.
 */
async function applyClaimed(
  push: PushContext,
  request: IdempotentRequest,
  { write }: MatchedWrite,
  input: WriteInput<unknown, unknown>,
): Promise<RouteAnswer> {
  const { app, caller } = push;
  return app.db.transaction(async (tx) => {
    const claim = await app.idempotencyKeys.claim(tx, request);
    if (claim.state !== 'claimed') return answerOfClaim(claim);
    if (write.requiresSubscription) await push.requireSubscription(tx);
    const context = writeContextOf(push, tx);
    const answer = successAnswer(
      write.endpoint.successStatus ?? 200,
      declaredResultOf(write.endpoint, await write.apply(context, caller, input)),
    );
    await app.idempotencyKeys.store(tx, request, answer.statusCode, storedResponseOf(answer));
    return answer;
  });
}

/**
 * Keeps a refusal for replay, as the route keeps its 4xx answers. The write's transaction has
 * been rolled back, so whatever it did before refusing is gone; if another request claimed the
 * key in between, its answer wins.
 */
async function keepRefusal(
  push: PushContext,
  request: IdempotentRequest,
  refusal: RouteAnswer,
): Promise<RouteAnswer> {
  const keys = push.app.idempotencyKeys;
  return push.app.db.transaction(async (tx) => {
    const claim = await keys.claim(tx, request);
    if (claim.state !== 'claimed') return answerOfClaim(claim);
    await keys.store(tx, request, refusal.statusCode, storedResponseOf(refusal));
    return refusal;
  });
}

export function unexpectedFailure(push: PushContext, mutation: PushMutation, error: unknown) {
  const answer = failureAnswer(error);
  if (answer.unexpected) {
    push.log.error({ err: error, mutationId: mutation.id }, 'unexpected error in a push');
  }
  return answer;
}

/** The write under its idempotency key: applied, replayed, or refused and kept for replay. */
async function applyWithKey(
  push: PushContext,
  mutation: PushMutation,
  request: IdempotentRequest,
  match: MatchedWrite,
  input: WriteInput<unknown, unknown>,
): Promise<RouteAnswer> {
  let refusal: RouteAnswer;
  try {
    return await applyClaimed(push, request, match, input);
  } catch (error) {
    refusal = unexpectedFailure(push, mutation, error);
  }
  if (!isReplayable(refusal.statusCode)) return refusal;
  try {
    return await keepRefusal(push, request, refusal);
  } catch (error) {
    return unexpectedFailure(push, mutation, error);
  }
}

/** A mutation that passed the checks made without the database, ready for its key's claim. */
export interface ReadyMutation {
  mutation: PushMutation;
  match: MatchedWrite;
  input: WriteInput<unknown, unknown>;
  request: IdempotentRequest;
}

/**
 * What can be answered of a mutation without the database, in the route's order: 404 for a
 * path that is not a replayable write, 403 for the role, 400 for params and body, then a key
 * found answered (replay, or 422 for another request). Anything else is ready for its key's
 * claim and its write.
 */
export function prepareMutation(
  push: PushContext,
  mutation: PushMutation,
): RouteAnswer | ReadyMutation {
  const match = push.matchWrite(mutation.method, mutation.path);
  if (!match) return notFoundAnswer();
  if (!match.write.roles.includes(push.caller.role)) return forbiddenAnswer();
  const input = parseWriteInput(match.write, match.params, mutation.body);
  if (input instanceof RequestValidationError) return failureAnswer(input);

  const request: IdempotentRequest = {
    userId: push.caller.id,
    key: mutation.idempotencyKey,
    method: mutation.method,
    // The path the per-route plugin keys the same write by, so either way finds the other's.
    path: `/api${mutation.path.split('?', 1)[0] ?? ''}`,
    body: input.body,
  };
  const answered = push.answeredKeys?.get(request.key);
  if (answered) return answerOfClaim(push.app.idempotencyKeys.claimOfAnswered(request, answered));
  return { mutation, match, input, request };
}

export const isReady = (prepared: RouteAnswer | ReadyMutation): prepared is ReadyMutation =>
  'request' in prepared;

/**
 * Applies one pushed mutation as its own route would, in its own transaction: what
 * `prepareMutation` answers, else the idempotency key (replay, 422 reused, 409 still
 * running), then the write itself.
 */
export async function applyMutation(
  push: PushContext,
  mutation: PushMutation,
): Promise<RouteAnswer> {
  const prepared = prepareMutation(push, mutation);
  if (!isReady(prepared)) return prepared;
  return applyWithKey(push, mutation, prepared.request, prepared.match, prepared.input);
}
