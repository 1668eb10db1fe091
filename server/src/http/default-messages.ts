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
  'achievementReviews.failed.changedSinceRead':
    'This evidence was changed after you opened it. Read the new version, then review it.',
  'achievementReviews.failed.ownWork': 'You cannot review your own evidence.',
  'billing.failed.bankDetailsMissing': 'Payment by bank transfer is not available yet.',
  'billing.failed.transferNotPending': 'This transfer was already confirmed or rejected.',
  'billing.failed.transferRejected': 'The bank transfer was not accepted.',
  'billing.failed.transferSchoolPlansOnly': 'Bank transfer is available for school plans only.',
  'common.error.timeout': 'The server took too long to answer; try again.',
  'criteria.failed.inUse':
    'A criterion that evidence, a goal or an evaluation uses cannot be removed; rename it instead.',
  'criteria.failed.notInSet':
    'This criterion is not in the set being edited. Reload and try again.',
  'developmentPlans.failed.dueDateOutsidePlan':
    "The due date must fall within the plan's start and end dates.",
  'developmentPlans.failed.feedbackNotOpen': 'Feedback opens once the plan is active.',
  'developmentPlans.failed.goalOrderMismatch': 'The goals changed meanwhile; reorder them again.',
  'developmentPlans.failed.invalidTransition':
    'The plan cannot move to that status from its current one.',
  'developmentPlans.failed.noGoals': 'Add at least one goal before activating the plan.',
  'developmentPlans.failed.notDraft': 'Only a draft plan can be deleted.',
  'developmentPlans.failed.readOnly': 'This plan is completed and can no longer be changed.',
  'developmentPlans.failed.tooManyGoals': 'A plan can hold at most 30 goals.',
  'evaluations.failed.alreadyExists': 'This form was already started on another device.',
  'evaluations.failed.criterionNotInSet':
    "This criterion is not in the staff member's criteria set.",
  'evaluations.failed.exemptionAfterFinalised':
    'The evaluation is already finalised; it cannot be marked as not evaluated.',
  'evaluations.failed.incomplete': 'Score every criterion before closing the form.',
  'evaluations.failed.invalidTransition': 'The form cannot take this step from its current state.',
  'evaluations.failed.notEvaluatedThisYear':
    'This staff member is marked as not evaluated this school year.',
  'evaluations.failed.notEvaluator':
    'You cannot evaluate this person. Nobody evaluates their own work.',
  'evaluations.failed.objectionAnswered': 'This objection is already answered.',
  'evaluations.failed.objectionCriterion': 'Object to criteria the evaluation scored, each once.',
  'evaluations.failed.objectionEvidence': 'Link only your own evidence to the objection.',
  'evaluations.failed.objectionNotAllowed':
    'This evaluation cannot take an objection: it is not finalised, or you already objected.',
  'evaluations.failed.objectionScoreUnchanged':
    'Choose a score different from the current one, or keep it.',
  'evaluations.failed.objectionWindowClosed': 'The time to object to this evaluation has passed.',
  'evaluations.failed.readOnly': 'This form is closed and can no longer be changed.',
  'evaluations.failed.selfAssessmentClosed':
    'The evaluation is finalised; the self-assessment is closed.',
  'evaluations.failed.selfNotEvaluatedThisYear':
    'Your principal marked you as not evaluated this school year, so there is no self-assessment to fill in.',
  'evaluations.failed.unknownExemptionReason': 'Choose a reason from the list.',
  'evaluations.failed.writtenFeedbackMissing':
    'Write the strengths and the areas for development before finalising.',
  'evaluations.failed.writtenFeedbackPrincipalOnly':
    'Only the evaluator writes strengths and areas for development.',
  'invitations.failed.alreadySent':
    'An invitation was already sent to this email. Resend it instead.',
  'invitations.failed.closed': 'This invitation was already accepted or revoked.',
  'invitations.failed.emailMismatch': 'This invitation was sent to a different email address.',
  'invitations.failed.invalidOrExpired': 'This invitation is invalid or has expired.',
  'invitations.failed.userInAnotherOrganization':
    'This user already belongs to another organization.',
  'invitations.failed.userInThisOrganization':
    'This user is already a member of this organization.',
  'notifications.failed.pushServiceNotAllowed':
    'This push service is not one the server sends to; notifications come by email instead.',
  'notifications.failed.unsubscribeLinkInvalid':
    'This unsubscribe link is not valid. Change your notification settings in your profile.',
  'organizations.failed.hasMembers':
    'This organization still has users. Move or remove them first.',
  'organizations.failed.nameExists': 'An organization with this name already exists.',
  'organizations.failed.notFound': 'Organization not found.',
  'organizations.failed.subdomainExists': 'This subdomain is already taken.',
  'payment.failed.applePayDeclined': 'Apple Pay declined the payment.',
  'payment.failed.applePayInvalidCard': 'The Apple Pay card is not valid.',
  'payment.failed.declined': 'The card was declined.',
  'payment.failed.expiredCard': 'The card has expired.',
  'payment.failed.general': 'The payment failed. Please try again.',
  'payment.failed.incorrectCvc': "The card's security code (CVC) is incorrect.",
  'payment.failed.incorrectPin': 'The card PIN is incorrect.',
  'payment.failed.insufficientFunds': 'The card has insufficient funds.',
  'payment.failed.invalidRequest': 'The payment request is invalid.',
  'payment.failed.restrictedCard': 'The card is restricted. Please use another card.',
  'payment.failed.stcPayAccountNotFound': 'No STC Pay account was found for this mobile number.',
  'payment.failed.stcPayAmountLimitExceeded': 'The amount exceeds your STC Pay limit.',
  'payment.failed.stcPayFailedOrExpired': 'The STC Pay payment failed or expired.',
  'payment.failed.stcPayUnexpected': 'STC Pay reported an unexpected error.',
  'payment.failed.threeDSecureFailed': '3-D Secure verification failed.',
  'payment.failed.transactionNotAllowed': 'This transaction is not allowed for the card.',
  'subscriptions.failed.noPaidSubscription':
    'There is no paid subscription whose renewal could be cancelled.',
  'subscriptions.failed.subscriptionRequired':
    'An active subscription is needed to add new items. You can still read and export everything.',
  'users.failed.emailExists': 'A user with this email already exists.',
  'users.failed.notFound': 'User not found.',
  'users.failed.organizationIdRequired': 'Name the organization for this user.',
  'validation.error.mustBeOneOf': 'Choose one of the available options.',
  'validation.error.required': 'This field is required.',
  'validation.error.teacherLimitExceeded': "Your subscription's teacher limit has been reached.",
  'validation.error.totalSizeExceeded': 'The files together are too large.',
};

export function defaultMessageFor(key: MessageKey): string {
  return defaultMessages[key] ?? key;
}
