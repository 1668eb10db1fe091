import type { EndpointDeclaration } from './define-endpoint.ts';
import { achievementEndpoints } from './achievements.ts';
import { adminTasksEndpoints } from './admin-tasks.ts';
import { authEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { criteriaEndpoints } from './criteria.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { developmentPlanEndpoints } from './development-plans.ts';
import { evaluationEndpoints } from './evaluations.ts';
import { evaluationSeasonEndpoints } from './evaluation-season.ts';
import { evidenceFilesEndpoints } from './evidence-files.ts';
import { healthEndpoints } from './health.ts';
import { invitationsEndpoints } from './invitations.ts';
import { notificationEndpoints } from './notifications.ts';
import { organizationsEndpoints } from './organizations.ts';
import { paymentsEndpoints } from './payments.ts';
import { portfolioEndpoints } from './portfolio.ts';
import { portfolioSharesEndpoints } from './portfolio-shares.ts';
import { profileEndpoints } from './profile.ts';
import { profileChangeEndpoints } from './profile-changes.ts';
import { signupEndpoints } from './signup.ts';
import { subscriptionPlansEndpoints } from './subscription-plans.ts';
import { subscriptionsEndpoints } from './subscriptions.ts';
import { supportEndpoints } from './support.ts';
import { syncEndpoints } from './sync.ts';
import { usersEndpoints } from './users.ts';

/**
 * Every endpoint of the API by group, in the order the OpenAPI document lists them; the
 * server checks that each of its routes is declared here and each declaration has its route.
 */
export const endpointGroups: Readonly<
  Record<string, Readonly<Record<string, EndpointDeclaration>>>
> = {
  health: healthEndpoints,
  // Signup is declared apart from signing in (its page loads less); one group, as before.
  auth: { ...signupEndpoints, ...authEndpoints },
  // Declared in two files (the changes load with their forms); one group, as before.
  profile: { ...profileEndpoints, ...profileChangeEndpoints },
  criteria: criteriaEndpoints,
  evidenceFiles: evidenceFilesEndpoints,
  achievements: achievementEndpoints,
  subscriptionPlans: subscriptionPlansEndpoints,
  subscriptions: subscriptionsEndpoints,
  payments: paymentsEndpoints,
  billing: billingEndpoints,
  adminTasks: adminTasksEndpoints,
  organizations: organizationsEndpoints,
  users: usersEndpoints,
  invitations: invitationsEndpoints,
  support: supportEndpoints,
  developmentPlans: developmentPlanEndpoints,
  evaluations: evaluationEndpoints,
  evaluationSeason: evaluationSeasonEndpoints,
  portfolio: portfolioEndpoints,
  portfolioShares: portfolioSharesEndpoints,
  dashboard: dashboardEndpoints,
  notifications: notificationEndpoints,
  sync: syncEndpoints,
};

export const allEndpoints: readonly EndpointDeclaration[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group),
);
