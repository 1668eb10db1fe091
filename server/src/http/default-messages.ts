import type { MessageKey } from '../../../contract/message-keys.ts';

/**
 * English fallback text for the `message` of failures. Clients translate by `error` key;
 * this text is for logs, curl and anyone reading the raw response.
 */
const defaultMessages: Partial<Record<MessageKey, string>> = {
  'common.error.server': 'Something went wrong on the server.',
  'common.error.notFound': 'Not found.',
  'common.error.validation': 'The request has invalid fields.',
  'common.error.unauthorized': 'Authentication is required.',
  'common.error.forbidden': 'You are not allowed to do this.',
  'common.error.database': 'The database is not answering.',
  'common.error.rateLimited': 'Too many requests; try again later.',
  'common.error.payloadTooLarge': 'The request body is too large.',
  'common.error.conflict': 'The request conflicts with the current state.',
  'validation.error.invalidRequestFormat': 'The request is not in a format the server understands.',
};

export function defaultMessageFor(key: MessageKey): string {
  return defaultMessages[key] ?? key;
}
