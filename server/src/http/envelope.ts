import type { Failure, FieldError, Success } from '../../../contract/envelope.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';

/**
 * What a route handler returns: `return success(achievement)`. Keys stay camelCase in code;
 * the wire-case plugin turns them into snake_case on the way out.
 */
export function success<T>(result: T, message?: string): Success<T> {
  return message === undefined ? { success: true, result } : { success: true, result, message };
}

export function failure(key: MessageKey, message: string, fieldErrors?: FieldError[]): Failure {
  return fieldErrors === undefined
    ? { success: false, message, error: key }
    : { success: false, message, error: key, errors: fieldErrors };
}
