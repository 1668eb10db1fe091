import { pushSkippedStatus, syncPushRoute } from '../../../contract/sync-push-constants.ts';

import { classifyAnswer, classifyResponse, type SendOutcome } from './classify-response.ts';
import { batchBody, type ReadyMutation } from './push-batch.ts';
import { sendRequest, type RequestContext } from './send-request.ts';

export interface BatchContext extends RequestContext {
  requestTimeoutMs: number;
}

/**
 * What a batch came back with: an outcome per entry id (`skipped`: not tried, because an
 * earlier write of its record was not applied), or one outcome for the whole batch when the
 * request itself failed (no answer, 401, a server error).
 */
export type BatchAnswer =
  | { kind: 'answered'; outcomes: Map<string, SendOutcome | 'skipped'> }
  | { kind: 'whole'; outcome: SendOutcome };

/**
 * One request to the push endpoint with the batch's writes (contract/sync-push.ts). Its method
 * and path are those `syncEndpoints.push` is declared with, from the zod-free constants: the
 * service worker sends it too.
 */
export async function sendBatch(
  context: BatchContext,
  batch: readonly ReadyMutation[],
  accessToken: string,
): Promise<BatchAnswer> {
  const answer = await sendRequest(
    context,
    syncPushRoute.path,
    {
      method: syncPushRoute.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: batchBody(batch),
    },
    context.requestTimeoutMs,
  );
  if (!(answer instanceof Response)) return { kind: 'whole', outcome: answer };
  if (!answer.ok) {
    const outcome = await classifyResponse(answer, context.now());
    // The batch as a whole was refused (it should never be): each write is kept and tried
    // again later, never marked as the user's to fix.
    if (outcome.kind === 'rejected' || outcome.kind === 'conflict') {
      return {
        kind: 'whole',
        outcome: { kind: 'retry', error: outcome.error, retryAfterMs: null },
      };
    }
    return { kind: 'whole', outcome };
  }
  const outcomes = new Map<string, SendOutcome | 'skipped'>();
  for (const wire of outcomesOf(await readJson(answer))) {
    outcomes.set(wire.id, outcomeOf(wire));
  }
  return { kind: 'answered', outcomes };
}

interface WireOutcome {
  id: string;
  status: number;
  skipped?: unknown;
  result?: unknown;
  error?: unknown;
  errors?: unknown;
  params?: unknown;
  retry_after_seconds?: unknown;
}

function outcomeOf(wire: WireOutcome): SendOutcome | 'skipped' {
  if (wire.skipped === true || wire.status === pushSkippedStatus) return 'skipped';
  const ok = wire.status >= 200 && wire.status < 300;
  const body = ok
    ? { success: true, result: wire.result }
    : {
        success: false,
        message: wire.error,
        error: wire.error,
        ...(wire.errors !== undefined && { errors: wire.errors }),
        ...(wire.params !== undefined && { params: wire.params }),
        ...(wire.result !== undefined && { result: wire.result }),
      };
  const retryAfterMs =
    typeof wire.retry_after_seconds === 'number' ? wire.retry_after_seconds * 1000 : null;
  return classifyAnswer({ status: wire.status, body, retryAfterMs });
}

function outcomesOf(body: unknown): WireOutcome[] {
  if (!isRecord(body) || !isRecord(body.result) || !Array.isArray(body.result.outcomes)) return [];
  return body.result.outcomes.filter(
    (outcome): outcome is WireOutcome =>
      isRecord(outcome) && typeof outcome.id === 'string' && typeof outcome.status === 'number',
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
