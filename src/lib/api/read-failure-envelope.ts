import type { Failure, FieldError } from '../../../contract/envelope.ts';

type Params = Record<string, string | number>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readParams(value: unknown): Params | null | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  // Copied key by key, as zod does: an own "__proto__" key from JSON.parse is dropped
  // instead of reaching the caller.
  const params: Params = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' && !(typeof entry === 'number' && Number.isFinite(entry))) {
      return null;
    }
    params[key] = entry;
  }
  return params;
}

function readFieldError(value: unknown): FieldError | null {
  if (!isRecord(value) || typeof value.field !== 'string' || typeof value.key !== 'string') {
    return null;
  }
  const params = readParams(value.params);
  if (params === null) return null;
  return {
    field: value.field,
    key: value.key,
    ...(params !== undefined && { params }),
    ...('result' in value && { result: value.result }),
  };
}

/**
 * The same check as the contract's `zFailure` (a test holds them equal), written out so
 * that the API client on every first paint stays free of zod.
 */
export function readFailureEnvelope(body: unknown): Failure | null {
  if (!isRecord(body) || body.success !== false) return null;
  if (typeof body.message !== 'string' || typeof body.error !== 'string') return null;
  const params = readParams(body.params);
  if (params === null) return null;
  let errors: FieldError[] | undefined;
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) return null;
    errors = [];
    for (const entry of body.errors) {
      const fieldError = readFieldError(entry);
      if (!fieldError) return null;
      errors.push(fieldError);
    }
  }
  return {
    success: false,
    message: body.message,
    error: body.error,
    ...(errors !== undefined && { errors }),
    ...(params !== undefined && { params }),
    ...('result' in body && { result: body.result }),
  };
}
