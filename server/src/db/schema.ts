// Every Drizzle table (each in server/src/db/tables/), for drizzle-kit and for the typed `Database`.
export { achievementCriteria, achievementReviews, achievements } from './tables/achievements.ts';
export { scheduledTaskRuns } from './tables/scheduled-task-runs.ts';
export { passwordResetTokens, verificationCodes } from './tables/auth-codes.ts';
export { criteria } from './tables/criteria.ts';
export {
  developmentGoalCriteria,
  developmentGoals,
  developmentPlans,
} from './tables/development-plans.ts';
export { evaluationBands, evaluations } from './tables/evaluations.ts';
export {
  evaluationExemptionReasons,
  evaluationExemptions,
} from './tables/evaluation-exemptions.ts';
export { evidenceFiles } from './tables/evidence-files.ts';
export { invitations } from './tables/invitations.ts';
export {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from './tables/notifications.ts';
export { organizations } from './tables/organizations.ts';
export { payments, sandboxGatewayPayments } from './tables/payments.ts';
export { portfolioShares } from './tables/portfolio-shares.ts';
export { subscriptionPlans } from './tables/subscription-plans.ts';
export { subscriptions } from './tables/subscriptions.ts';
export { supportConversations, supportMessages } from './tables/support.ts';
export { syncChanges } from './tables/sync-changes.ts';
export { users } from './tables/users.ts';
export { revokedTokens } from './tables/revoked-tokens.ts';
export { idempotencyRecords } from './tables/idempotency-records.ts';
export { rateLimitHits } from './tables/rate-limit-hits.ts';
export { billingSettings, vatRates } from './tables/billing.ts';
export { invoiceCounters, invoices } from './tables/invoices.ts';
