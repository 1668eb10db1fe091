import type { FieldError } from '../../../contract/envelope.ts';
import type { MessageKey } from '../../../contract/message-keys.ts';

import { ApiError } from './api-error.ts';
import { defaultMessageFor } from './default-messages.ts';
import type { FailureParams } from './envelope.ts';
import { RequestValidationError } from './request-validation-error.ts';

export interface FailureAnswer {
  statusCode: number;
  key: MessageKey;
  message: string;
  fieldErrors?: FieldError[];
  params?: FailureParams;
  headers: Record<string, string>;
  /** A record that explains the failure (the current version in a conflict), when there is one. */
  result?: unknown;
  /** True when the error was not foreseen by any code path: log it with its stack. */
  unexpected: boolean;
}

function answer(statusCode: number, key: MessageKey, unexpected = false): FailureAnswer {
  return { statusCode, key, message: defaultMessageFor(key), headers: {}, unexpected };
}

function propertyOf(error: unknown, name: 'statusCode' | 'code'): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<typeof name, unknown>)[name]
    : undefined;
}

const keyByClientStatus: Record<number, MessageKey> = {
  401: 'common.error.unauthorized',
  403: 'common.error.forbidden',
  404: 'common.error.notFound',
  408: 'common.error.timeout',
  409: 'common.error.conflict',
  413: 'common.error.payloadTooLarge',
  429: 'common.error.rateLimited',
};

/**
 * Decides how any thrown error is answered. Errors we raise on purpose carry their key;
 * Fastify's own client errors (bad JSON, body too large, ...) keep their honest status;
 * everything else is a 500 whose details stay in the log.
 */
export function failureForError(error: unknown): FailureAnswer {
  if (error instanceof ApiError) {
    return {
      statusCode: error.statusCode,
      key: error.key,
      message: error.message,
      fieldErrors: error.fieldErrors,
      params: error.params,
      headers: error.headers,
      ...(error.result !== undefined && { result: error.result }),
      unexpected: false,
    };
  }
  if (error instanceof RequestValidationError) {
    return { ...answer(400, 'common.error.validation'), fieldErrors: error.fieldErrors };
  }

  const statusCode = propertyOf(error, 'statusCode');
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) {
    return answer(500, 'common.error.server', true);
  }
  // Malformed JSON, an empty JSON body, a wrong Content-Length or an unsupported Content-Type.
  return answer(
    statusCode,
    keyByClientStatus[statusCode] ?? 'validation.error.invalidRequestFormat',
  );
}
