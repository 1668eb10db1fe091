import { HTTPError, TimeoutError } from 'ky';

import { snakeToCamel } from '../../../contract/case-keys.ts';

import { ApiError } from './api-error.ts';
import { readFailureEnvelope } from './read-failure-envelope.ts';

/**
 * Turns whatever a call threw into an ApiError (docs/errors.md, "From a failed call to a key"): a timeout or no
 * answer is the connection error; a failure envelope passes its key and field
 * errors through; any other answer is the server error; anything else is unknown.
 */
export async function toApiError(thrown: unknown): Promise<ApiError> {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof TimeoutError) return new ApiError('common.error.connection', null);
  if (thrown instanceof HTTPError) {
    const status = thrown.response.status;
    const body: unknown = await thrown.response.json().catch(() => null);
    const failure = readFailureEnvelope(body);
    if (failure) {
      const { error, errors } = failure;
      const params = readParams(body);
      const fieldErrors = (errors ?? []).map((fieldError) => ({
        ...fieldError,
        field: fieldError.field.split('.').map(snakeToCamel).join('.'),
      }));
      return new ApiError(error, status, fieldErrors, params);
    }
    return new ApiError('common.error.server', status);
  }
  if (thrown instanceof TypeError) return new ApiError('common.error.connection', null);
  return new ApiError('common.error.unknown', null);
}

function readParams(body: unknown): Record<string, string | number> | undefined {
  if (typeof body !== 'object' || body === null || !('params' in body)) return undefined;
  const params = (body as { params: unknown }).params;
  if (typeof params !== 'object' || params === null) return undefined;
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}
