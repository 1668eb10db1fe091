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
  'common.error.unavailable': 'The server cannot take requests right now; try again shortly.',
  'common.error.rateLimited': 'Too many requests; try again later.',
  'common.error.busy': 'The server is busy making other files; try again after Retry-After.',
  'common.error.payloadTooLarge': 'The request body is too large.',
  'common.error.conflict': 'The request conflicts with the current state.',
  'common.error.idempotencyKeyReused': 'This Idempotency-Key was already used for another request.',
  'common.error.tokenLoggedOut': 'This session was logged out; sign in again.',
  'payment.failed.alreadySubscribed':
    'A paid subscription is running; only the same plan can be renewed until it ends.',
  'billing.failed.sellerDetailsMissing':
    'The seller details for tax invoices are not set; payments are refused until they are.',
  'billing.failed.amountMismatch': 'The amount received differs from the invoice total.',
  'billing.failed.confirmNeedsSellerDetails':
    'The seller details for tax invoices are not set; the transfer stays pending until they are.',
  'validation.error.invalidRequestFormat': 'The request is not in a format the server understands.',
  'validation.error.fileTooLarge': 'The file is too large.',
  'validation.error.principalLimitExceeded': 'A school may have at most 3 principals.',
  'validation.error.storageQuotaExceeded': 'Your storage for evidence files is full.',
  'validation.error.unsupportedFileType': 'This type of file is not accepted.',
  'auth.failed.emailNotFound': 'No account uses this email address.',
  'auth.failed.invalidOrExpiredLink': 'This link is invalid or has expired.',
  'auth.failed.invalidCredentials': 'The email or the password is wrong.',
  'auth.failed.currentPasswordWrong': 'The current password is wrong.',
  'auth.failed.accountInactive': 'This account is inactive; contact your administrator.',
  'auth.failed.suspiciousActivity': 'Too many attempts; try again later.',
  'auth.warning.verificationCodeAlreadySent':
    'A code was sent a moment ago; wait before asking again.',
  'auth.failed.tooManyAttempts': 'Too many wrong codes; ask for a new one.',
  'auth.failed.invalidVerificationCode': 'The verification code is wrong or no longer valid.',
  'auth.failed.emailExists': 'An account already uses this email address.',
};

export function defaultMessageFor(key: MessageKey): string {
  return defaultMessages[key] ?? key;
}
