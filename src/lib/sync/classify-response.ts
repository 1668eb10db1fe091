import { toCamelCaseKeys, snakeToCamel } from '../../../contract/case-keys.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';
import { readFailureEnvelope } from '../api/read-failure-envelope.ts';
import type { OutboxError } from '../db/core-rows.ts';

/** What one request's answer means for the outbox entry that sent it. */
export type SendOutcome =
  | { kind: 'sent'; result: unknown }
  | { kind: 'retry'; error: OutboxError; retryAfterMs: number | null }
  | { kind: 'unreachable'; error: OutboxError }
  | { kind: 'unauthorized'; error: OutboxError }
  | { kind: 'rejected'; error: OutboxError }
  | { kind: 'conflict'; error: OutboxError; serverRecord: Record<string, unknown> };

/**
 * No answer at all: offline, DNS, timeout, aborted. The request may or may not have landed.
 * Not a failure of the entry: nothing about it is wrong, the server is out of reach.
 */
export function connectionFailure(): SendOutcome {
  return { kind: 'unreachable', error: plainError(null, 'common.error.connection') };
}

// A gateway answering for a server it cannot reach, or a server that is not up yet.
const unreachableStatuses = new Set([502, 503, 504]);

/**
 * 2xx sent; 502, 503 and 504 without Retry-After mean the server is out of reach, like no
 * answer at all; other 5xx, 408 and 429 retried later; 401 stops the replay; 409 carrying the
 * server's copy is a conflict, 409 with Retry-After (the same idempotency key still
 * being processed) is retried; any other 4xx (validation, business rule, forbidden,
 * not found, too large, a duplicate) needs the user, since sending it again cannot help.
 */
export async function classifyResponse(response: Response, nowMs: number): Promise<SendOutcome> {
  return classifyAnswer({
    status: response.status,
    body: await readJson(response),
    retryAfterMs: retryAfterMs(response, nowMs),
  });
}

/** A server's answer to one write, whether it came as its own response or inside a batch's. */
export interface WriteAnswer {
  status: number;
  /** The envelope, as on the wire (snake_case). */
  body: unknown;
  retryAfterMs: number | null;
}

export function classifyAnswer({ status, body, retryAfterMs: waitMs }: WriteAnswer): SendOutcome {
  if (status >= 200 && status < 300) {
    return { kind: 'sent', result: toCamelCaseKeys(resultOf(body)) };
  }
  const error = errorFrom(status, body);
  if (status === 401) return { kind: 'unauthorized', error };
  if (status === 409) {
    const serverRecord = toCamelCaseKeys(resultOf(body));
    if (isRecord(serverRecord)) return { kind: 'conflict', error, serverRecord };
    // The server is still running an earlier attempt with this idempotency key.
    if (waitMs !== null) return { kind: 'retry', error, retryAfterMs: waitMs };
    return { kind: 'rejected', error };
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'rejected', error };
  }
  if (unreachableStatuses.has(status) && waitMs === null) return { kind: 'unreachable', error };
  return { kind: 'retry', error, retryAfterMs: waitMs };
}

function errorFrom(status: number, body: unknown): OutboxError {
  const failure = readFailureEnvelope(body);
  if (!failure) return plainError(status, fallbackKey(status));
  const { error, errors, params } = failure;
  const fieldErrors = (errors ?? []).map((fieldError) => ({
    ...fieldError,
    field: fieldError.field.split('.').map(snakeToCamel).join('.'),
  }));
  return params ? { status, key: error, fieldErrors, params } : { status, key: error, fieldErrors };
}

function fallbackKey(status: number): MessageKey {
  if (status === 401) return 'common.error.unauthorized';
  if (status === 409) return 'common.error.conflict';
  if (status === 429) return 'common.error.rateLimited';
  if (status === 413) return 'common.error.payloadTooLarge';
  if (status >= 400 && status < 500) return 'common.error.validation';
  return 'common.error.server';
}

function plainError(status: number | null, key: MessageKey): OutboxError {
  return { status, key, fieldErrors: [] };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

function resultOf(body: unknown): unknown {
  return isRecord(body) ? body.result : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function retryAfterMs(response: Response, nowMs: number): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}
