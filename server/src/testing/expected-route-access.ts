import type { Role } from '../../../contract/constants.ts';

/**
 * Who may call each API route, written from docs/roles-and-permissions.md ("Screens and who
 * opens them", "What each role may do on the server"), not read from the routes themselves: the authorization suite
 * checks every registered route against this table, and fails on a route missing from it.
 *
 * - `public`: anyone, signed in or not (the route may still check a token of its own kind,
 *   e.g. a webhook secret or an invitation token).
 * - `signed-in`: any valid session, customers included (e.g. /payment).
 * - a role list: only those roles; everyone else gets 403, anonymous 401.
 * - `socket`: the WebSocket upgrade, tested in the support suite.
 */
export type RouteAccess = 'public' | 'signed-in' | 'socket' | readonly Role[];

const staff = ['agent', 'org_admin', 'super_admin'] as const;
const superAdmin = ['super_admin'] as const;
const userManagers = ['super_admin', 'org_admin'] as const;
const principals = ['org_admin'] as const;

export const expectedRouteAccess: Record<string, RouteAccess> = {
  'GET /api/realtime': 'socket',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/openapi.json': 'public',

  'POST /api/auth/request-verification': 'public',
  'POST /api/auth/verify-and-signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'signed-in',
  'POST /api/auth/logout-other-devices': 'signed-in',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',

  'GET /api/profile': 'signed-in',
  'PATCH /api/profile': 'signed-in',
  'PATCH /api/profile/password': 'signed-in',
  'POST /api/profile/picture': 'signed-in',
  'GET /api/profile/subscriptions': 'signed-in',
  'GET /api/profile/payments': 'signed-in',
  // Profile pictures are shown as plain <img> sources (the avatar is shown as a plain <img>, docs/roles-and-permissions.md).
  'GET /api/profile-pictures/:name': 'public',

  'GET /api/criteria': staff,
  'GET /api/criteria-sets': superAdmin,
  'PUT /api/criteria-sets/:jobModel': superAdmin,
  'POST /api/files': staff,
  'GET /api/files/usage': staff,
  'GET /api/files/:id': staff,
  'GET /api/files/:id/thumbnail': staff,
  'GET /api/files/:id/media-link': staff,
  // The ticket in the query is the credential (media-ticket.ts), as a share link's token is.
  'GET /api/files/:id/media': 'public',
  // Resumable evidence uploads (tus); HEAD /api/uploads/:id is guarded the same way.
  'POST /api/uploads': staff,
  'PATCH /api/uploads/:id': staff,
  'DELETE /api/uploads/:id': staff,
  'GET /api/achievements': staff,
  'GET /api/achievements/coverage': staff,
  'GET /api/achievements/:id': staff,
  'POST /api/achievements': staff,
  'PUT /api/achievements/:id': staff,
  'DELETE /api/achievements/:id': staff,
  'GET /api/achievements/awaiting-review': userManagers,
  'POST /api/achievements/:id/reviews': userManagers,

  'GET /api/subscription-plans/public': 'public',
  'GET /api/subscription-plans': 'signed-in',
  'GET /api/subscriptions/current': 'signed-in',
  'POST /api/subscriptions/cancel-renewal': 'signed-in',
  'POST /api/payments': 'signed-in',
  'GET /api/payments/:id': 'signed-in',
  'POST /api/payments/webhook': 'public',
  // The sandbox gateway's hosted page: reached by the payer's browser, like Moyasar's.
  'GET /api/payments/sandbox/:method/:id': 'public',
  'POST /api/payments/sandbox/:method/:id': 'public',
  // Billing (docs/billing.md): the payer's own invoices and transfers; the seller's settings,
  // the invoice records and the transfers' confirmation are the super admin's.
  'GET /api/billing/terms': 'signed-in',
  'GET /api/invoices/:id/pdf': 'signed-in',
  'POST /api/payments/transfers': 'signed-in',
  'GET /api/payments/transfers/:id': 'signed-in',
  'GET /api/payments/transfers/:id/pdf': 'signed-in',
  'GET /api/admin/billing': superAdmin,
  'PUT /api/admin/billing': superAdmin,
  'POST /api/admin/billing/vat-rates': superAdmin,
  'GET /api/admin/invoices': superAdmin,
  'GET /api/admin/invoices/export': superAdmin,
  'GET /api/admin/transfers': superAdmin,
  'POST /api/admin/transfers/:id/confirm': superAdmin,
  'POST /api/admin/transfers/:id/reject': superAdmin,
  'GET /api/admin/plans': superAdmin,
  'POST /api/admin/plans': superAdmin,
  'PATCH /api/admin/plans/:id': superAdmin,
  'POST /api/admin/plans/:id/retire': superAdmin,
  'POST /api/admin/tasks/check-expired': superAdmin,
  'POST /api/admin/tasks/send-reminders': superAdmin,
  'GET /api/admin/tasks/retention': superAdmin,
  'POST /api/admin/tasks/retention/purge': superAdmin,

  'GET /api/organizations': superAdmin,
  'GET /api/organizations/:id': superAdmin,
  'POST /api/organizations': superAdmin,
  'PATCH /api/organizations/:id': superAdmin,
  'DELETE /api/organizations/:id': superAdmin,
  'GET /api/organizations/current/staff-coverage': userManagers,
  'GET /api/organizations/current/teacher-usage': ['org_admin'],
  'GET /api/users': userManagers,
  'GET /api/users/:id': userManagers,
  'POST /api/users': userManagers,
  'PATCH /api/users/:id': userManagers,
  'GET /api/invitations': ['org_admin'],
  'POST /api/invitations': ['org_admin'],
  'POST /api/invitations/:id/resend': ['org_admin'],
  'POST /api/invitations/:id/revoke': ['org_admin'],
  'GET /api/invitations/:token': 'public',
  'POST /api/invitations/:token/accept': 'signed-in',

  // Visitors chat with a visitor token of their own; signed-in users with their session.
  'POST /api/support/visitor-token': 'public',
  'GET /api/support/conversations/mine': 'public',
  'POST /api/support/conversations/mine/messages': 'public',
  'GET /api/support/conversations': superAdmin,
  'GET /api/support/conversations/:id': superAdmin,
  'POST /api/support/conversations/:id/read': superAdmin,
  'POST /api/support/conversations/:id/messages': superAdmin,
  'PUT /api/support/conversations/:id/status': superAdmin,

  'GET /api/development-plans': staff,
  'GET /api/users/:id/development-plans': staff,
  'GET /api/development-plans/:id': staff,
  'POST /api/development-plans': staff,
  'PUT /api/development-plans/:id': staff,
  'DELETE /api/development-plans/:id': staff,
  'POST /api/development-plans/:id/activate': staff,
  'POST /api/development-plans/:id/complete': staff,
  'POST /api/development-plans/:id/goals': staff,
  'PUT /api/development-plans/:id/goals/order': staff,
  'PUT /api/development-plans/:id/goals/:goalId': staff,
  'DELETE /api/development-plans/:id/goals/:goalId': staff,
  'PUT /api/development-plans/:id/self-evaluation': staff,
  'PUT /api/development-plans/:id/review': staff,
  'GET /api/portfolio.pdf': staff,
  'GET /api/users/:id/portfolio.pdf': staff,
  'GET /api/portfolio-shares': staff,
  'POST /api/portfolio-shares': staff,
  'POST /api/portfolio-shares/:id/revoke': staff,
  // A share link's token is the credential: no session, the same 404 for any unusable token.
  'GET /api/shared-portfolios/:token': 'public',
  'GET /api/shared-portfolios/:token/files/:fileId/thumbnail': 'public',
  'GET /api/shared-portfolios/:token/files/:fileId': 'public',
  'GET /api/shared-portfolios/:token/portfolio.pdf': 'public',

  'GET /api/evaluations': staff,
  'GET /api/users/:id/evaluations': staff,
  'GET /api/evaluations/export.xlsx': userManagers,
  'GET /api/evaluations/faris-sheets.pdf': userManagers,
  'GET /api/evaluations/:id': staff,
  'POST /api/evaluations': staff,
  'PUT /api/evaluations/:id/scores/:criterionId': staff,
  'PUT /api/evaluations/:id/written-feedback': staff,
  'POST /api/evaluations/:id/finalise': staff,
  'POST /api/evaluations/:id/submit': staff,
  'POST /api/evaluations/:id/acknowledge': staff,
  'POST /api/evaluations/:id/objection': staff,
  'POST /api/evaluations/:id/objection/answers/:criterionId': staff,
  'GET /api/evaluation-exemption-reasons': staff,
  'GET /api/evaluation-exemptions': ['org_admin', 'agent'],
  'PUT /api/users/:id/evaluation-exemptions/:schoolYear': principals,
  'DELETE /api/users/:id/evaluation-exemptions/:schoolYear': principals,
  'GET /api/organizations/current/evaluation-settings': principals,
  'PUT /api/organizations/current/evaluation-settings': principals,

  'GET /api/dashboard': staff,

  // Everyone has notifications of their own (docs/notifications.md).
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/:id/read': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'GET /api/notification-preferences': 'signed-in',
  'PUT /api/notification-preferences': 'signed-in',
  'GET /api/push/public-key': 'signed-in',
  'POST /api/push/subscriptions': 'signed-in',
  'POST /api/push/subscriptions/remove': 'signed-in',
  // The signed token of an email's unsubscribe link is the proof (RFC 8058).
  'POST /api/notifications/unsubscribe': 'public',
  'GET /api/notifications/unsubscribe': 'public',

  // Any session pulls; each table answers only what that role's own reads of it would.
  'GET /api/sync/pull': 'signed-in',

  // Any session may push; each write in the batch is then checked for the roles of its route.
  'POST /api/sync/push': 'signed-in',
};
