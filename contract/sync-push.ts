import { z } from 'zod';

import { zFieldError } from './envelope.ts';
import { idempotencyKeyMaxLength } from './idempotency.ts';
import {
  pushLimits,
  pushMethods,
  pushSkippedStatus,
  syncPushPath,
  syncPushRoute,
} from './sync-push-constants.ts';

/**
 * Batched push (docs/sync.md, "Push"): the outbox sends its queued writes to one endpoint instead of one
 * request each. `POST /sync/push` with `zPushBatch` answers `zPushResult`: one outcome per
 * mutation, in the order sent. Each mutation is one of the per-route writes (method, path and
 * body exactly as the route takes them), applied in its own transaction with its own
 * idempotency key, so a batch retried after its first half committed applies only the second
 * half, and a write first sent to its own route and then retried through a batch (or the other
 * way round) is applied once.
 *
 * A mutation whose outcome is not 2xx holds back the later mutations of the same `recordKey` in
 * the batch: they are answered `skipped` with `pushSkippedStatus` and not applied. Other
 * records go on. Mutation ids are unique within a batch.
 */
export { pushLimits, pushMethods, pushSkippedStatus, syncPushPath, syncPushRoute };

export const zPushMutation = z.object({
  /** The client's id for the mutation (its outbox entry); echoed in the outcome. */
  id: z.string().min(1).max(100),
  /** Groups the mutations of one record: a failed one holds back the later ones. */
  recordKey: z.string().min(1).max(200),
  idempotencyKey: z.string().min(1).max(idempotencyKeyMaxLength),
  method: z.enum(pushMethods),
  /** Below the API base, as the per-route call has it, e.g. `/achievements/0190…`. */
  path: z.string().min(1).max(500),
  body: z.record(z.string(), z.unknown()).optional(),
});
export type PushMutation = z.infer<typeof zPushMutation>;

/** The index of each mutation whose id an earlier mutation of the batch already has. */
function repeatedIdIndexes(mutations: readonly PushMutation[]): number[] {
  const seen = new Set<string>();
  return mutations.flatMap((mutation, index) => {
    if (seen.has(mutation.id)) return [index];
    seen.add(mutation.id);
    return [];
  });
}

export const zPushBatch = z.object({
  mutations: z
    .array(zPushMutation)
    .min(1)
    .max(pushLimits.maxMutations)
    .superRefine((mutations, context) => {
      for (const index of repeatedIdIndexes(mutations)) {
        context.addIssue({
          code: 'custom',
          message: 'validation.error.invalidRequestFormat',
          path: [index, 'id'],
          input: mutations[index]?.id,
        });
      }
    }),
});
export type PushBatch = z.infer<typeof zPushBatch>;
/** A batch as the outbox builds it. */
export type PushBatchInput = z.input<typeof zPushBatch>;

/**
 * What the mutation's own route would have answered: its HTTP status and the envelope's
 * `result` (2xx, or the server's copy with a 409) or `error`, `errors` and `params`.
 * `skipped`: not applied because an earlier mutation of its record was not (`pushSkippedStatus`).
 * `replayed`: the answer stored with the idempotency key, sent again; nothing was applied now.
 * `retryAfterSeconds`: the same idempotency key is still being applied by another request.
 */
export const zPushOutcome = z.object({
  id: z.string(),
  status: z.number().int(),
  skipped: z.boolean().optional(),
  replayed: z.boolean().optional(),
  result: z.unknown().optional(),
  error: z.string().optional(),
  errors: z.array(zFieldError).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type PushOutcome = z.infer<typeof zPushOutcome>;

export const zPushResult = z.object({ outcomes: z.array(zPushOutcome) });
export type PushResult = z.infer<typeof zPushResult>;
