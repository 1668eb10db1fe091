import type { ApiModule } from '../http/api-module.ts';
import { achievementRoutes } from './achievements/routes.ts';
import { adminTaskRoutes } from './admin-tasks/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { criteriaRoutes } from './criteria/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { developmentPlanRoutes } from './development-plans/routes.ts';
import { evaluationRoutes } from './evaluations/routes.ts';
import { evidenceFileRoutes } from './evidence-files/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { resumableUploadRoutes } from './evidence-files/resumable-upload-routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { portfolioShareRoutes } from './portfolio-shares/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { subscriptionPlanRoutes } from './subscription-plans/routes.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { syncPullRoutes } from './sync-pull/routes.ts';
import { syncPushRoutes } from './sync-push/routes.ts';
import { userRoutes } from './users/routes.ts';
import { replayableWrites } from './replayable-writes.ts';

/** Every domain module, registered in this order under `/api`. */
export const apiModules: readonly ApiModule[] = [
  healthRoutes,
  openApiRoutes,
  authRoutes,
  profileRoutes,
  criteriaRoutes,
  evidenceFileRoutes,
  resumableUploadRoutes,
  achievementRoutes,
  subscriptionPlanRoutes,
  subscriptionRoutes,
  paymentRoutes,
  billingRoutes,
  adminTaskRoutes,
  organizationRoutes,
  userRoutes,
  invitationRoutes,
  supportRoutes,
  developmentPlanRoutes,
  evaluationRoutes,
  portfolioRoutes,
  portfolioShareRoutes,
  dashboardRoutes,
  notificationRoutes,
  syncPullRoutes,
  syncPushRoutes(replayableWrites),
];
