import type { Failure, FieldError, Success } from '../../../contract/envelope.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';

/**
 * What a route handler returns: `return success(achievement)`. Keys stay camelCase in code;
 * the wire-case plugin turns them into snake_case on the way out.
 */
export function success<T>(result: T, message?: string): Success<T> {
  return message === undefined ? { success: true, result } : { success: true, result, message };
}

export type FailureParams = NonNullable<Failure['params']>;

export interface FailureDetails {
  fieldErrors?: FieldError[] | undefined;
  params?: FailureParams | undefined;
  result?: unknown;
}

/** A failure that may carry a record, e.g. the server's current copy with a version conflict. */
export type FailureWithResult = Failure & { result?: unknown };

export function failure(
  key: MessageKey,
  message: string,
  details: FailureDetails = {},
): FailureWithResult {
  return {
    success: false,
    message,
    error: key,
    ...(details.fieldErrors !== undefined && { errors: details.fieldErrors }),
    ...(details.params !== undefined && { params: details.params }),
    ...(details.result !== undefined && { result: details.result }),
  };
}
