import type { FieldError } from '../../../contract/envelope.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';

import { defaultMessageFor } from './default-messages.ts';
import type { FailureParams } from './envelope.ts';

export interface ApiErrorOptions {
  message?: string;
  fieldErrors?: FieldError[];
  /** Values for the key's placeholders, e.g. `{ seconds: 42 }`; sent as the envelope's `params`. */
  params?: FailureParams;
  /** Response headers that belong to this failure, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  /** The server's current record, sent as the envelope's `result`, e.g. with a version conflict. */
  result?: unknown;
}

/**
 * An expected failure a route or service throws: the errors plugin answers it with the
 * failure envelope, e.g. `throw new ApiError(409, 'users.failed.emailExists')`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly fieldErrors: FieldError[] | undefined;
  readonly params: FailureParams | undefined;
  readonly headers: Record<string, string>;
  readonly result: unknown;

  constructor(statusCode: number, key: MessageKey, options: ApiErrorOptions = {}) {
    super(options.message ?? defaultMessageFor(key));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.key = key;
    this.fieldErrors = options.fieldErrors;
    this.params = options.params;
    this.headers = options.headers ?? {};
    this.result = options.result;
  }
}
