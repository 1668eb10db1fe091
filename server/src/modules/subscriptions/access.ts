/** What the subscriptions module offers the other modules; the rest is its own (docs/server-modules.md). */
export { trialSubscription } from './trial-subscription.ts';
export { requireActiveSubscription } from './require-subscription.ts';
export { currentSubscription } from './current-subscription.ts';
export type { SubscriptionHolder } from './current-subscription.ts';
export { laterPaidPeriods } from './later-paid-periods.ts';
export { currentSubscriptionView } from './subscription-service.ts';
export { oneYearAfter } from './subscription-period.ts';
export { activateSubscription } from './activate-subscription.ts';
export { organizationTeacherLimit } from './organization-teacher-limit.ts';
