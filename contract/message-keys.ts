import { billingMessageKeys } from './feature-message-keys/billing.ts';
import { achievementReviewMessageKeys } from './feature-message-keys/achievement-reviews.ts';
import { dashboardMessageKeys } from './feature-message-keys/dashboard.ts';
import { developmentPlanMessageKeys } from './feature-message-keys/development-plans.ts';
import { evaluationMessageKeys } from './feature-message-keys/evaluations.ts';
import { notificationMessageKeys } from './feature-message-keys/notifications.ts';
import { evaluationSeasonMessageKeys } from './feature-message-keys/evaluation-season.ts';
import { criteriaSetMessageKeys } from './feature-message-keys/criteria-sets.ts';
import { organizationMessageKeys } from './feature-message-keys/organizations.ts';
import { subscriptionMessageKeys } from './feature-message-keys/subscriptions.ts';
import { supportMessageKeys } from './feature-message-keys/support.ts';

/**
 * Every message key the server may answer and the client may show, from the
 * docs/errors.md ("Message keys") and docs/validation.md.
 * The toast type follows from the key: `.success.` success, `.failed.`/`.error.`
 * error, `.warning.` warning, anything else info.
 */
const catalogueKeys = [
  // common errors
  'common.error.unknown',
  'common.error.server',
  'common.error.connection',
  'common.error.unauthorized',
  'common.error.forbidden',
  'common.error.notFound',
  'common.error.timeout',
  'common.error.validation',
  'common.error.uploadFailed',
  'common.error.invalidToken',
  'common.error.tokenGenerationFailed',
  'common.error.tokenLoggedOut',
  'common.error.database',
  /** The server is shutting down or a component it needs does not answer; try another time. */
  'common.error.unavailable',
  'common.error.frontendUrlMissing',
  'common.error.rateLimited',
  /** Every thread that makes heavy files (portfolio PDFs) is taken, or one ran out of time. */
  'common.error.busy',
  'common.error.payloadTooLarge',
  'common.error.conflict',
  /** An Idempotency-Key sent again with another method, path or body. */
  'common.error.idempotencyKeyReused',
  /** The device's own database (IndexedDB) did not keep a save: refused, full, no answer. */
  'common.error.deviceStorageRefused',
  'common.error.deviceStorageFull',
  'common.error.deviceStorageNotAnswering',
  // common warnings
  'common.warning.networkUnstable',
  'common.warning.largeFile',
  'common.warning.unauthorizedAccess',
  'common.warning.clientSideError',
  'common.warning.uploadFileFailed',
  'common.warning.notAvailable',
  // generic validation (docs/validation.md)
  'validation.error.required',
  'validation.error.minLength',
  'validation.error.maxLength',
  'validation.error.mustBeNumber',
  'validation.error.mustBeString',
  'validation.error.mustBeDate',
  'validation.error.mustBeEmail',
  'validation.error.mustBePhone',
  'validation.error.mustBeOneOf',
  'validation.error.invalidPictureLink',
  'validation.error.fileTooLarge',
  'validation.error.totalSizeExceeded',
  'validation.error.storageQuotaExceeded',
  'validation.error.unsupportedFileType',
  'validation.error.invalidRequestFormat',
  'validation.error.teacherLimitExceeded',
  'validation.error.principalLimitExceeded',
  'validation.error.passwordWeak',
  'validation.error.passwordMismatch',
  'validation.error.minimumAge',
  'validation.error.endBeforeStart',
  // generic validation added for the server's schema checks (numbers, lists, booleans, links)
  'validation.error.minValue',
  'validation.error.maxValue',
  'validation.error.minItems',
  'validation.error.maxItems',
  'validation.error.mustBeInteger',
  'validation.error.mustBeBoolean',
  'validation.error.mustBeUrl',
  // auth
  'auth.failed.emailNotFound',
  'auth.failed.invalidOrExpiredLink',
  'auth.failed.invalidCredentials',
  /** "Change password" with a wrong current password (not the sign-in's email-or-password). */
  'auth.failed.currentPasswordWrong',
  'auth.failed.accountInactive',
  'auth.failed.suspiciousActivity',
  'auth.warning.verificationCodeAlreadySent',
  'auth.failed.tooManyAttempts',
  'auth.failed.invalidVerificationCode',
  'auth.failed.invalidCodeLength',
  'auth.failed.schoolNameRequired',
  'auth.failed.emailExists',
  // organizations
  'organizations.failed.nameExists',
  'organizations.failed.subdomainExists',
  'organizations.failed.invalidSubscriptionStatus',
  'organizations.failed.nameRequired',
  'organizations.failed.notFound',
  // users
  'users.failed.emailExists',
  'users.failed.invalidRole',
  'users.failed.fullNameRequired',
  'users.failed.passwordRequired',
  'users.failed.organizationIdRequired',
  'users.failed.notFound',
  // invitations
  'invitations.failed.alreadySent',
  'invitations.failed.userInAnotherOrganization',
  'invitations.failed.userInThisOrganization',
  'invitations.failed.invalidOrExpired',
  'invitations.failed.emailMismatch',
  // chat
  'chat.error.notConnected',
  'chat.error.connectionFailed',
  'chat.error.disconnected',
  'chat.error.missingAuthToken',
  // payment
  'payment.failed.insufficientFunds',
  'payment.failed.declined',
  'payment.failed.expiredCard',
  'payment.failed.incorrectCvc',
  'payment.failed.restrictedCard',
  'payment.failed.incorrectPin',
  'payment.failed.threeDSecureFailed',
  'payment.failed.transactionNotAllowed',
  'payment.failed.applePayDeclined',
  'payment.failed.applePayInvalidCard',
  'payment.failed.stcPayUnexpected',
  'payment.failed.stcPayFailedOrExpired',
  'payment.failed.stcPayAccountNotFound',
  'payment.failed.stcPayAmountLimitExceeded',
  'payment.failed.general',
  'payment.failed.invalidRequest',
  /** A new payment from someone in a paid year, for anything but renewing that year's plan. */
  'payment.failed.alreadySubscribed',
] as const;

export const messageKeys = [
  ...catalogueKeys,
  ...subscriptionMessageKeys,
  ...developmentPlanMessageKeys,
  ...organizationMessageKeys,
  ...supportMessageKeys,
  ...dashboardMessageKeys,
  ...achievementReviewMessageKeys,
  ...evaluationMessageKeys,
  ...notificationMessageKeys,
  ...billingMessageKeys,
  ...evaluationSeasonMessageKeys,
  ...criteriaSetMessageKeys,
] as const;

export type MessageKey = (typeof messageKeys)[number];

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export function toastKindForKey(key: string): ToastKind {
  if (key.includes('.success.')) return 'success';
  if (key.includes('.failed.') || key.includes('.error.')) return 'error';
  if (key.includes('.warning.')) return 'warning';
  return 'info';
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (messageKeys as readonly string[]).includes(value);
}
