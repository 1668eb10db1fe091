import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import { pushLimits } from '../../../contract/sync-push-constants.ts';
import type { PushBatchInput } from '../../../contract/sync-push.ts';
import type { OutboxEntry } from '../db/core-rows.ts';

import { substituteFileIds } from './substitute-file-ids.ts';

/** An entry ready to go in a batch: its files are on the server, its body says so. */
export interface ReadyMutation {
  entry: OutboxEntry;
  /** The mutation as it goes on the wire (snake_case JSON). */
  json: string;
}

export interface BatchLimits {
  maxMutations: number;
  maxBatchBytes: number;
}

export function readyMutation(
  entry: OutboxEntry,
  uploadedIds: ReadonlyMap<string, string>,
): ReadyMutation {
  const mutation: PushBatchInput['mutations'][number] = {
    id: entry.id,
    recordKey: entry.recordKey,
    idempotencyKey: entry.idempotencyKey,
    method: entry.method,
    path: entry.path,
  };
  if (entry.body !== undefined) {
    mutation.body = substituteFileIds(entry.body, uploadedIds) as Record<string, unknown>;
  }
  // Only the body's keys are the route's; the mutation's own are converted the same way.
  return { entry, json: JSON.stringify(toSnakeCaseKeys(mutation)) };
}

const envelopeBytes = '{"mutations":[]}'.length;

/**
 * Takes the next batch off the front of `queue`, oldest first: as many mutations as the
 * limits allow, and always at least one (a single write is never too large for a batch: the
 * routes' own body limit is smaller).
 */
export function takeBatch(
  queue: ReadyMutation[],
  limits: BatchLimits = pushLimits,
): ReadyMutation[] {
  let bytes = envelopeBytes;
  let count = 0;
  for (const ready of queue) {
    const added = new TextEncoder().encode(ready.json).length + (count > 0 ? 1 : 0);
    if (count > 0 && (count >= limits.maxMutations || bytes + added > limits.maxBatchBytes)) break;
    bytes += added;
    count += 1;
  }
  return queue.splice(0, count);
}

export function batchBody(batch: readonly ReadyMutation[]): string {
  return `{"mutations":[${batch.map((ready) => ready.json).join(',')}]}`;
}
