import { z } from 'zod';

import {
  invitationRoles,
  paymentStatuses,
  planStatuses,
  roles,
  subscriptionStatuses,
} from './constants.ts';

/** How many months the super admin's revenue chart covers, the current month included. */
export const revenueMonths = 12;
/** Without a known school term, "this term" means the last this many days. */
export const fallbackTermDays = 120;
/** How many of the agent's own plans the dashboard lists (active first). */
export const dashboardPlanLimit = 10;
/** How many open invitations the principal's dashboard lists (newest first). */
export const dashboardInvitationLimit = 5;

/** The subscription covering the viewer now; `daysLeft` counts whole days to its end. */
export const zDashboardSubscription = z.object({
  status: z.enum(subscriptionStatuses),
  planName: z.string(),
  endsAt: z.string(),
  daysLeft: z.number().int(),
});
export type DashboardSubscription = z.infer<typeof zDashboardSubscription>;

/** A criterion of the Ministry's set, named in both languages so a cached payload needs nothing else. */
const zDashboardCriterion = z.object({
  criterionId: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
});

export const zAgentCriterionEvidence = zDashboardCriterion.extend({
  achievementCount: z.number().int(),
});
export type AgentCriterionEvidence = z.infer<typeof zAgentCriterionEvidence>;

export const zDashboardPlan = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(planStatuses),
  startDate: z.string(),
  endDate: z.string(),
  goalCount: z.number().int(),
  achievedGoalCount: z.number().int(),
  /** The mean of the goals' progress, 0..1 (0 without goals). */
  progress: z.number(),
});
export type DashboardPlan = z.infer<typeof zDashboardPlan>;

/** Counts keyed by a value are arrays, since the wire converts object keys to snake_case. */
export const zPlanStatusCount = z.object({ status: z.enum(planStatuses), count: z.number().int() });
export type PlanStatusCount = z.infer<typeof zPlanStatusCount>;

/** GET /dashboard for an agent: their own evidence, plans and subscription only. */
export const zAgentDashboard = z.object({
  role: z.literal('agent'),
  generatedAt: z.string(),
  achievementCount: z.number().int(),
  criteria: z.array(zAgentCriterionEvidence),
  plansByStatus: z.array(zPlanStatusCount),
  plans: z.array(zDashboardPlan),
  subscription: zDashboardSubscription.nullable(),
});
export type AgentDashboard = z.infer<typeof zAgentDashboard>;

export const zStaffCriterionCoverage = zDashboardCriterion.extend({
  /** Active teachers with at least one piece of evidence for the criterion. */
  staffWithEvidence: z.number().int(),
  achievementCount: z.number().int(),
});
export type StaffCriterionCoverage = z.infer<typeof zStaffCriterionCoverage>;

export const schoolTermKinds = ['first', 'second', 'third', 'recent'] as const;
export type SchoolTermKind = (typeof schoolTermKinds)[number];

/**
 * The window "this term" covers: a term of the Saudi calendar up to the day before the next one
 * starts (the break after a term counts in it), or the recent fallback days.
 */
export const zSchoolTerm = z.object({
  kind: z.enum(schoolTermKinds),
  startDate: z.string(),
  endDate: z.string(),
});
export type SchoolTerm = z.infer<typeof zSchoolTerm>;

export const zDashboardStaffMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type DashboardStaffMember = z.infer<typeof zDashboardStaffMember>;

export const zDashboardReviewQueueEntry = z.object({
  userId: z.string(),
  fullName: z.string(),
  count: z.number().int(),
});
export type DashboardReviewQueueEntry = z.infer<typeof zDashboardReviewQueueEntry>;

export const zDashboardInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(invitationRoles),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type DashboardInvitation = z.infer<typeof zDashboardInvitation>;

/** GET /dashboard for a principal: the own organisation's figures only. */
export const zOrgAdminDashboard = z.object({
  role: z.literal('org_admin'),
  generatedAt: z.string(),
  organizationName: z.string(),
  /** Active teachers (role agent) against the current subscription's seats (null: none). */
  activeTeachers: z.number().int(),
  teacherLimit: z.number().int().nullable(),
  subscription: zDashboardSubscription.nullable(),
  coverage: z.array(zStaffCriterionCoverage),
  plansByStatus: z.array(zPlanStatusCount),
  term: zSchoolTerm,
  staffWithoutEvidence: z.array(zDashboardStaffMember),
  pendingInvitationCount: z.number().int(),
  pendingInvitations: z.array(zDashboardInvitation),
  /** Staff with evidence awaiting the principal's review, most waiting first. */
  awaitingReview: z.array(zDashboardReviewQueueEntry).default([]),
});
export type OrgAdminDashboard = z.infer<typeof zOrgAdminDashboard>;

export const zRoleCount = z.object({ role: z.enum(roles), count: z.number().int() });
export const zSubscriptionStatusCount = z.object({
  status: z.enum(subscriptionStatuses),
  count: z.number().int(),
});
export const zPaymentStatusCount = z.object({
  status: z.enum(paymentStatuses),
  count: z.number().int(),
});
/** Paid payments of one calendar month in Riyadh time, `month` as "2026-11". */
export const zMonthRevenue = z.object({
  month: z.string(),
  amountHalalas: z.number().int(),
  paymentCount: z.number().int(),
});
export type MonthRevenue = z.infer<typeof zMonthRevenue>;

/** GET /dashboard for the super admin: the whole platform. */
export const zSuperAdminDashboard = z.object({
  role: z.literal('super_admin'),
  generatedAt: z.string(),
  organizationCount: z.number().int(),
  usersByRole: z.array(zRoleCount),
  /** Each holder's latest subscription, a lapsed active or trial one counted as expired. */
  subscriptionsByStatus: z.array(zSubscriptionStatusCount),
  revenueByMonth: z.array(zMonthRevenue),
  paymentsByStatus: z.array(zPaymentStatusCount),
  openSupportConversations: z.number().int(),
});
export type SuperAdminDashboard = z.infer<typeof zSuperAdminDashboard>;

/** GET /dashboard: the figures of the caller's role. */
export const zDashboard = z.discriminatedUnion('role', [
  zAgentDashboard,
  zOrgAdminDashboard,
  zSuperAdminDashboard,
]);
export type Dashboard = z.infer<typeof zDashboard>;
