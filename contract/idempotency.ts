/**
 * Mutating requests may carry an Idempotency-Key (docs/api.md, "Idempotency keys"): the server keeps the first
 * answer per user and key and sends it again, marked as replayed, when the key comes back.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotentReplayedHeader = 'Idempotent-Replayed';
export const idempotencyKeyMaxLength = 255;
/** How long a stored answer can be replayed, at least. */
export const idempotencyRetentionDays = 7;
