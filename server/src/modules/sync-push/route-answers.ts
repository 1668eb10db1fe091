import { z } from 'zod';

import { toSnakeCaseKeys } from '../../../../contract/case-keys.ts';
import { successEnvelope, zFailure, type Success } from '../../../../contract/envelope.ts';
import type { PushOutcome } from '../../../../contract/sync-push.ts';
import { routeNameOf } from '../../../../contract/endpoints/define-endpoint.ts';
import { ApiError } from '../../http/api-error.ts';
import { asDeclared } from '../../http/declared-answer.ts';
import { failure, success, type FailureWithResult } from '../../http/envelope.ts';
import { failureForError } from '../../http/failure-for-error.ts';
import { retryWhileRunningSeconds } from '../../plugins/idempotency/idempotency-keys.ts';
import type { StoredResponse } from '../../db/tables/idempotency-records.ts';
import type { ReplayableEndpoint } from '../replayable-writes/access.ts';
import { withResultJson } from './push-answer-json.ts';

/**
 * What a write's own route answers: its status and its envelope, e.g. 201 with
 * `{ success: true, result }`, or 409 with the failure and the server's copy.
 */
export interface RouteAnswer {
  statusCode: number;
  envelope: Success<unknown> | FailureWithResult;
  /** Sent again from the idempotency record; nothing was applied now. */
  replayed?: true;
  retryAfterSeconds?: number;
  /** A success's result in wire case as JSON, made once (`resultJsonOf`). */
  resultJson?: string;
}

/** The content type the routes answer JSON with, kept with stored answers for replay. */
const jsonContentType = 'application/json; charset=utf-8';

const zStoredEnvelope = z.union([successEnvelope(z.unknown()), zFailure]);

export function successAnswer(statusCode: number, result: unknown): RouteAnswer {
  return { statusCode, envelope: success(result) };
}

/**
 * A write's result as its route sends it: held to the declared result (undeclared fields
 * dropped; a mismatch throws, a 500), so a pushed write's outcome and stored answer are what the
 * route's serializer would send (`http/declared-answer.ts`).
 */
export function declaredResultOf(endpoint: ReplayableEndpoint, result: unknown): unknown {
  return asDeclared(routeNameOf(endpoint), endpoint.result, result);
}

/** Answers a thrown error as the errors plugin would; `unexpected` ones are to be logged. */
export function failureAnswer(error: unknown): RouteAnswer & { unexpected: boolean } {
  const answer = failureForError(error);
  return {
    statusCode: answer.statusCode,
    envelope: failure(answer.key, answer.message, {
      fieldErrors: answer.fieldErrors,
      params: answer.params,
      result: answer.result,
    }),
    unexpected: answer.unexpected,
  };
}

export const notFoundAnswer = () => failureAnswer(new ApiError(404, 'common.error.notFound'));
export const forbiddenAnswer = () => failureAnswer(new ApiError(403, 'common.error.forbidden'));
export const keyReusedAnswer = () =>
  failureAnswer(new ApiError(422, 'common.error.idempotencyKeyReused'));

export function stillRunningAnswer(): RouteAnswer {
  return {
    ...failureAnswer(new ApiError(409, 'common.error.conflict')),
    retryAfterSeconds: retryWhileRunningSeconds,
  };
}

/**
 * A success's result as its route sends it (wire case, JSON), made once for the answer: its
 * idempotency record and the push's answer both hold it (`push-answer-json.ts`).
 */
function resultJsonOf(answer: RouteAnswer): string | undefined {
  const { envelope } = answer;
  if (!envelope.success || envelope.result === undefined) return undefined;
  answer.resultJson ??= JSON.stringify(toSnakeCaseKeys(envelope.result));
  return answer.resultJson;
}

/** The answer as its route would have sent it, for the idempotency record. */
export function storedResponseOf(answer: RouteAnswer): StoredResponse {
  const { envelope } = answer;
  const resultJson = envelope.message === undefined ? resultJsonOf(answer) : undefined;
  // What JSON.stringify makes of `{ success: true, result }` in wire case, the result's JSON kept.
  const body =
    resultJson === undefined
      ? JSON.stringify(toSnakeCaseKeys(envelope))
      : `{"success":true,"result":${resultJson}}`;
  return { contentType: jsonContentType, body };
}

/** A stored answer (from either the route or the push), to send again as an outcome. */
export function replayedAnswer(statusCode: number, response: StoredResponse): RouteAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    parsed = undefined;
  }
  const envelope = zStoredEnvelope.safeParse(parsed);
  return {
    statusCode,
    envelope: envelope.success ? envelope.data : success(undefined),
    replayed: true,
  };
}

/** The outcome of one pushed mutation: what its route answered, without the envelope's frame. */
export function outcomeOf(id: string, answer: RouteAnswer): PushOutcome {
  const { statusCode: status, envelope } = answer;
  const marks = {
    ...(answer.replayed && { replayed: true }),
    ...(answer.retryAfterSeconds !== undefined && {
      retryAfterSeconds: answer.retryAfterSeconds,
    }),
  };
  if (envelope.success) {
    const outcome = {
      id,
      status,
      ...marks,
      ...(envelope.result !== undefined && { result: envelope.result }),
    };
    const resultJson = resultJsonOf(answer);
    return resultJson === undefined ? outcome : withResultJson(outcome, resultJson);
  }
  return {
    id,
    status,
    ...marks,
    error: envelope.error,
    ...(envelope.errors !== undefined && { errors: envelope.errors }),
    ...(envelope.params !== undefined && { params: envelope.params }),
    ...(envelope.result !== undefined && { result: envelope.result }),
  };
}
