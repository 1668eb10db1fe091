import { z } from 'zod';

import type { MessageKey } from './message-keys.ts';

/** A field error: which field, which catalogue key, and the key's parameters. */
export const zFieldError = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The server's current copy when a write lost a version conflict (409). */
  result: z.unknown().optional(),
});
export type FieldError = z.infer<typeof zFieldError>;

export const zFailure = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  errors: z.array(zFieldError).optional(),
  /** Values for the key's placeholders, e.g. `{ seconds: 42 }` for a wait. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The server's current copy when a write lost a version conflict (409). */
  result: z.unknown().optional(),
});
export type Failure = z.infer<typeof zFailure> & { error: MessageKey | (string & {}) };

export interface Success<T> {
  success: true;
  result: T;
  message?: string;
}

export type Envelope<T> = Success<T> | Failure;

export function successEnvelope<T>(schema: z.ZodType<T>) {
  return z.object({
    success: z.literal(true),
    result: schema,
    message: z.string().optional(),
  });
}
