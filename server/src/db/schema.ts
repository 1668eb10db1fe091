// Every Drizzle table, for drizzle-kit and for the typed `Database`. Add each module's tables here.
export { achievementCriteria, achievements } from '../modules/achievements/tables.ts';
export { scheduledTaskRuns } from '../modules/admin-tasks/tables.ts';
export { passwordResetTokens, verificationCodes } from '../modules/auth/tables.ts';
export { criteria } from '../modules/criteria/tables.ts';
export {
  developmentGoalCriteria,
  developmentGoals,
  developmentPlans,
} from '../modules/development-plans/tables.ts';
export { evidenceFiles } from '../modules/evidence-files/tables.ts';
export { invitations } from '../modules/invitations/tables.ts';
export { organizations } from '../modules/organizations/tables.ts';
export { payments, sandboxGatewayPayments } from '../modules/payments/tables.ts';
export { subscriptionPlans } from '../modules/subscription-plans/tables.ts';
export { subscriptions } from '../modules/subscriptions/tables.ts';
export { supportConversations, supportMessages } from '../modules/support/tables.ts';
export { syncChanges } from '../modules/sync-pull/tables.ts';
export { users } from '../modules/users/tables.ts';
export { revokedTokens } from '../plugins/auth/tables.ts';
export { idempotencyRecords } from '../plugins/idempotency/tables.ts';
export { rateLimitHits } from '../plugins/rate-limit/tables.ts';
